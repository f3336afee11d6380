import { z } from 'zod';
import { MAX_INT, zBodyId, zTexto } from '../common.schemas.ts';
import { OBSERVACOES_MAX } from './checklist.rules.ts';

const nomeado = z.object({ id: z.number().int(), nome: z.string() });
const marcacao = (nome: string) => z.boolean({ message: `Informe ${nome} como verdadeiro ou falso.` });

/** One content of the checklist with its flags (spec doc 3 §3 "Checklist item"). */
export const ZChecklistConteudo = z.object({
  conteudoMateriaVO: z.object({ conteudo: nomeado }),
  estudoTeorico: marcacao('estudoTeorico'),
  resolucaoQuestao: marcacao('resolucaoQuestao'),
  revisao: marcacao('revisao'),
  observacoes: z.string(),
});
export type TChecklistConteudo = z.infer<typeof ZChecklistConteudo>;

/** One subject of the checklist and its contents. */
export const ZChecklistMateria = z.object({
  checklistMateriaVO: z.object({ materia: nomeado }),
  listaConteudo: z.array(ZChecklistConteudo),
});
export type TChecklistMateria = z.infer<typeof ZChecklistMateria>;

/** The student's checklist; `versao` grows on every save (the 409 check of atualizar-checklist). */
export const ZChecklist = z.object({
  versao: z.number().int(),
  checklists: z.array(ZChecklistMateria),
});
export type TChecklist = z.infer<typeof ZChecklist>;

/** What the server reads of each content on a save: the id, the flags and the notes (names are ignored). */
const ZConteudoSalvo = z.object({
  conteudoMateriaVO: z.object({
    conteudo: z.object({ id: zBodyId('Conteúdo inválido.'), nome: z.string().optional() }),
  }),
  estudoTeorico: marcacao('estudoTeorico'),
  resolucaoQuestao: marcacao('resolucaoQuestao'),
  revisao: marcacao('revisao'),
  observacoes: zTexto({ message: 'Observações inválidas.' })
    .max(OBSERVACOES_MAX, `As observações têm no máximo ${OBSERVACOES_MAX} caracteres.`)
    .default(''),
});

/** PUT atualizar-checklist: the full list, with the version it was read at. */
export const ZChecklistAtualizar = z.object({
  versao: z
    .number({ message: 'Versão da checklist inválida.' })
    .int('Versão da checklist inválida.')
    .min(0, 'Versão da checklist inválida.')
    .max(MAX_INT, 'Versão da checklist inválida.'),
  checklists: z
    .array(
      z.object({
        // The subject is known from the content: what the client says of it is not read.
        checklistMateriaVO: z.unknown().optional(),
        listaConteudo: z.array(ZConteudoSalvo).max(500, 'Conteúdos demais na checklist.'),
      }),
      { message: 'Informe a lista da checklist.' },
    )
    .max(500, 'Matérias demais na checklist.'),
});
export type TChecklistAtualizar = z.infer<typeof ZChecklistAtualizar>;
