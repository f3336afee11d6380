import { z } from 'zod';
import { zBodyId, zId, zIdList, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';
import { PLATAFORMA_IDS } from '../plataforma/plataforma.rules.ts';
import { PARTES_POR_TIPO, PARTES_SIMULADO, SITUACOES_SIMULADO, TIPOS_SIMULADO } from './simulados.rules.ts';
import { ZQuestaoSimulado } from './simulados.schemas.ts';

/*
 * The back office's mocks and packages (issue 21 §4): the staff compose a draft from published bank
 * questions, preview it, publish it, and correct an answered one by annulling a question.
 */

const zNome = (mensagem: string) => zTexto({ error: mensagem }).trim().min(1, mensagem).max(200, mensagem);
const zPlataforma = () =>
  z
    .number({ error: 'Plataforma inválida.' })
    .refine((n) => (PLATAFORMA_IDS as readonly number[]).includes(n), 'Plataforma inválida.');

export const ZIdPacoteAdminParam = z.object({ id: zId('Pacote inválido.') });
export const ZIdSimuladoAdminParam = z.object({ id: zId('Simulado inválido.') });
export const ZIdQuestaoSimuladoAdminParam = z.object({
  id: zId('Simulado inválido.'),
  questaoId: zId('Questão do simulado inválida.'),
});

// ─── Packages ─────────────────────────────────────────────────────────────────────────────────────

export const ZBuscaPacotesAdmin = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(120, 'Busca longa demais.').optional(),
  plataformaId: zId('Plataforma inválida.').optional(),
  ordem: z.enum(['nome', 'criadoEm'], { message: 'Ordem inválida.' }).default('nome'),
});
export type TBuscaPacotesAdmin = z.infer<typeof ZBuscaPacotesAdmin>;

export const ZPacoteAdminBody = z.object({
  nome: zNome('Informe o nome do pacote.'),
  plataformaId: zPlataforma(),
  gratuito: z.boolean({ error: 'Informe se o pacote é gratuito.' }),
});
export type TPacoteAdminBody = z.infer<typeof ZPacoteAdminBody>;

export const ZPacoteAdmin = ZPacoteAdminBody.extend({
  id: z.number(),
  simulados: z.number(),
  criadoEm: z.string(),
});
export type TPacoteAdmin = z.infer<typeof ZPacoteAdmin>;
export const ZPaginaPacotesAdmin = zPaginaDe(ZPacoteAdmin);

// ─── Mocks ────────────────────────────────────────────────────────────────────────────────────────

export const ZBuscaSimuladosAdmin = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(120, 'Busca longa demais.').optional(),
  plataformaId: zId('Plataforma inválida.').optional(),
  tipo: z.enum(TIPOS_SIMULADO, { message: 'Tipo de simulado inválido.' }).optional(),
  situacao: z.enum(SITUACOES_SIMULADO, { message: 'Situação inválida.' }).optional(),
  pacoteId: zId('Pacote inválido.').optional(),
  ordem: z
    .enum(['nome', 'dataLiberacao', 'criadoEm'], { message: 'Ordem inválida.' })
    .default('dataLiberacao'),
});
export type TBuscaSimuladosAdmin = z.infer<typeof ZBuscaSimuladosAdmin>;

const zPeso = () =>
  z
    .number({ error: 'Peso inválido.' })
    .int('Peso inválido: use pontos inteiros.')
    .min(0, 'Peso inválido.')
    .max(100, 'O peso vai até 100 pontos.');

/** A mock's own fields (a draft is created with them and no question; edited while it has no answers). */
export const ZSimuladoAdminBody = z
  .object({
    nome: zNome('Informe o nome do simulado.'),
    plataformaId: zPlataforma(),
    tipo: z.enum(TIPOS_SIMULADO, { error: 'Tipo de simulado inválido.' }),
    /** ISO 8601. */
    dataLiberacao: z.iso.datetime({ offset: true, error: 'Data de liberação inválida.' }),
    duracaoMinutos: z
      .number({ error: 'Duração inválida.' })
      .int('Duração inválida.')
      .min(1, 'A duração mínima é de 1 minuto.')
      .max(24 * 60, 'A duração máxima é de 24 horas.')
      .nullable(),
    idPacote: zBodyId('Pacote inválido.').nullable(),
    gratuito: z.boolean({ error: 'Informe se o simulado é gratuito.' }),
    /** Points per hit of each part; a part the type does not have must be absent or 0. */
    pesos: z.partialRecord(z.enum(PARTES_SIMULADO, { error: 'Parte inválida.' }), zPeso()),
  })
  .superRefine((b, ctx) => {
    for (const [parte, peso] of Object.entries(b.pesos)) {
      if (peso && !(PARTES_POR_TIPO[b.tipo] as readonly string[]).includes(parte))
        ctx.addIssue({
          code: 'custom',
          path: ['pesos', parte],
          message: `A parte ${parte} não existe no tipo ${b.tipo}.`,
        });
    }
  });
export type TSimuladoAdminBody = z.infer<typeof ZSimuladoAdminBody>;

export const ZSimuladoAdminLinha = z.object({
  id: z.number(),
  nome: z.string(),
  plataformaId: z.number(),
  tipo: z.enum(TIPOS_SIMULADO),
  situacao: z.enum(SITUACOES_SIMULADO),
  dataLiberacao: z.string(),
  duracaoMinutos: z.number().nullable(),
  idPacote: z.number().nullable(),
  nomePacote: z.string().nullable(),
  gratuito: z.boolean(),
  totalQuestoes: z.number(),
  /** Finished attempts. */
  participantes: z.number(),
  criadoEm: z.string(),
});
export type TSimuladoAdminLinha = z.infer<typeof ZSimuladoAdminLinha>;
export const ZPaginaSimuladosAdmin = zPaginaDe(ZSimuladoAdminLinha);

const ZTagAdmin = z.object({ id: z.number(), nome: z.string() });

/** A question of the mock as the staff see it: its key and explanations, its part and situation. */
export const ZQuestaoSimuladoAdmin = z.object({
  id: z.number(),
  numeroQuestao: z.number(),
  parte: z.enum(PARTES_SIMULADO),
  situacao: z.string(),
  questaoOrigemId: z.number().nullable(),
  enunciado: z.string(),
  explicacao: z.string(),
  ano: z.number(),
  instituicao: z.string(),
  materias: z.array(ZTagAdmin),
  conteudos: z.array(ZTagAdmin),
  alternativas: z.array(
    z.object({
      id: z.number(),
      ordem: z.number(),
      enunciado: z.string(),
      correta: z.boolean(),
      explicacao: z.string(),
    }),
  ),
});
export type TQuestaoSimuladoAdmin = z.infer<typeof ZQuestaoSimuladoAdmin>;

export const ZSimuladoAdmin = ZSimuladoAdminLinha.extend({
  pesos: z.partialRecord(z.enum(PARTES_SIMULADO), z.number()),
  /** Some student answered or finished it: questions and key frozen (corrections by annulment). */
  congelado: z.boolean(),
  questoes: z.array(ZQuestaoSimuladoAdmin),
});
export type TSimuladoAdmin = z.infer<typeof ZSimuladoAdmin>;

// ─── Composing from the bank ──────────────────────────────────────────────────────────────────────

/** The bank's filters for composing: published multiple-choice questions of the mock's platform. */
export const ZFiltroBancoSimulado = z.object({
  ids: zIdList('Questão inválida.'),
  materias: zIdList('Matéria inválida.'),
  conteudos: zIdList('Conteúdo inválido.'),
  subConteudos: zIdList('Subconteúdo inválido.'),
  instituicoes: zIdList('Instituição inválida.'),
  bancas: zIdList('Banca inválida.'),
  anos: zIdList('Ano inválido.'),
});
export type TFiltroBancoSimulado = z.infer<typeof ZFiltroBancoSimulado>;

export const ZBuscaBancoSimulado = ZFiltroBancoSimulado.extend({
  pagina: ZPaginaAdmin.shape.pagina,
  porPagina: ZPaginaAdmin.shape.porPagina,
});
export type TBuscaBancoSimulado = z.infer<typeof ZBuscaBancoSimulado>;

export const ZQuestaoBancoSimulado = z.object({
  id: z.number(),
  numeroQuestao: z.number(),
  enunciado: z.string(),
  ano: z.number(),
  instituicao: z.string(),
  materias: z.array(z.string()),
  conteudos: z.array(z.string()),
  /** Already composed into this mock. */
  noSimulado: z.boolean(),
});
export type TQuestaoBancoSimulado = z.infer<typeof ZQuestaoBancoSimulado>;
export const ZPaginaBancoSimulado = zPaginaDe(ZQuestaoBancoSimulado);

const zLista = (mensagem: string) => z.array(zBodyId(mensagem), { error: mensagem });

/**
 * Adds bank questions to a part: by ids (each must be a published question of the platform, not yet in
 * the mock), or by the bank's filters up to `limite` (those not yet in the mock, in the bank's order).
 */
export const ZAdicionarQuestoesSimulado = z
  .object({
    parte: z.enum(PARTES_SIMULADO, { error: 'Parte inválida.' }),
    ids: zLista('Questão inválida.').max(200, 'No máximo 200 questões de uma vez.').optional(),
    filtro: z
      .object({
        materias: zLista('Matéria inválida.').default([]),
        conteudos: zLista('Conteúdo inválido.').default([]),
        subConteudos: zLista('Subconteúdo inválido.').default([]),
        instituicoes: zLista('Instituição inválida.').default([]),
        bancas: zLista('Banca inválida.').default([]),
        anos: zLista('Ano inválido.').default([]),
      })
      .optional(),
    limite: z
      .number({ error: 'Limite inválido.' })
      .int('Limite inválido.')
      .min(1, 'Limite inválido.')
      .max(200, 'No máximo 200 questões de uma vez.')
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.ids?.length && !b.filtro)
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Informe as questões ou os filtros.' });
    if (b.filtro && b.limite === undefined)
      ctx.addIssue({ code: 'custom', path: ['limite'], message: 'Informe quantas questões adicionar.' });
  });
export type TAdicionarQuestoesSimulado = z.infer<typeof ZAdicionarQuestoesSimulado>;
export const ZQuestoesAdicionadas = z.object({ adicionadas: z.number() });

/** The mock's questions in their new order: every question id of the mock, once. */
export const ZOrdemQuestoesSimulado = z.object({
  ids: zLista('Questão inválida.').min(1, 'Informe a ordem das questões.').max(500, 'Questões demais.'),
});

export const ZAnularQuestaoSimulado = z.object({
  motivo: zTexto({ error: 'Informe o motivo da anulação.' })
    .trim()
    .min(5, 'Informe o motivo da anulação (ao menos 5 caracteres).')
    .max(2000, 'O motivo vai até 2000 caracteres.'),
});
export const ZAnulacaoFeita = z.object({ tentativasRecalculadas: z.number() });

/** The preview: the mock as a student's screen reads it (the same question shape), nothing recorded. */
export const ZPreviaSimulado = z.object({
  id: z.number(),
  nome: z.string(),
  tipo: z.enum(TIPOS_SIMULADO),
  duracaoMinutos: z.number().nullable(),
  questoes: z.array(ZQuestaoSimulado),
});
export type TPreviaSimulado = z.infer<typeof ZPreviaSimulado>;

// ─── The web form ─────────────────────────────────────────────────────────────────────────────────

/** Brasília's offset: Brazil has kept no daylight-saving time since 2019. */
const OFFSET_BRASILIA = '-03:00';

/** An instant as a `datetime-local` input shows it, in Brasília time ('2027-03-01T09:00'). */
export function paraCampoDataHora(iso: string): string {
  const d = new Date(new Date(iso).getTime() - 3 * 3_600_000);
  return d.toISOString().slice(0, 16);
}

/**
 * The mock form's values as the inputs hold them (selects give strings, an empty number input '', the
 * release typed in Brasília time), turned into the body; the body's rules and messages apply after.
 */
export const ZSimuladoAdminForm = z
  .object({
    nome: z.string(),
    plataformaId: z.string({ error: 'Plataforma inválida.' }).transform(Number),
    tipo: z.string(),
    dataLiberacao: zTexto({ error: 'Data de liberação inválida.' })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Data de liberação inválida.')
      .transform((v) => `${v}:00${OFFSET_BRASILIA}`),
    duracaoMinutos: z
      .union([z.number(), z.literal('')], { error: 'Duração inválida.' })
      .transform((v) => (v === '' ? null : v)),
    idPacote: z
      .string()
      .nullable()
      .transform((v) => (v ? Number(v) : null)),
    gratuito: z.boolean(),
    pesos: z.record(
      z.string(),
      z.union([z.number(), z.literal('')]).transform((v) => (v === '' ? 0 : v)),
    ),
  })
  .pipe(ZSimuladoAdminBody);
export type TSimuladoAdminForm = z.input<typeof ZSimuladoAdminForm>;

export const ZPacoteAdminForm = z
  .object({
    nome: z.string(),
    plataformaId: z.string({ error: 'Plataforma inválida.' }).transform(Number),
    gratuito: z.boolean(),
  })
  .pipe(ZPacoteAdminBody);
export type TPacoteAdminForm = z.input<typeof ZPacoteAdminForm>;
