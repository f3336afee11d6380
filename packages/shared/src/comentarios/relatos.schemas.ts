import { z } from 'zod';
import { zId, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';
import { COMENTARIO_MAX } from './comentarios.schemas.ts';

/*
 * Error reports (issue 21 §8): the comments students typed ERRO become the editors' queue. An editor
 * answers in the platform's name and closes the report with its outcome.
 */

/** How a report ends: the item was fixed, or kept as it was (the answer explains why). */
export const DESFECHOS_RELATO = ['CORRIGIDO', 'MANTIDO'] as const;
export type DesfechoRelato = (typeof DESFECHOS_RELATO)[number];
export const DESFECHO_RELATO_LABEL: Record<DesfechoRelato, string> = {
  CORRIGIDO: 'Corrigido',
  MANTIDO: 'Mantido',
};

export const TIPOS_ITEM_RELATO = ['QUESTAO', 'EXERCICIO'] as const;
export type TipoItemRelato = (typeof TIPOS_ITEM_RELATO)[number];
export const TIPO_ITEM_RELATO_LABEL: Record<TipoItemRelato, string> = {
  QUESTAO: 'Questão',
  EXERCICIO: 'Exercício de fixação',
};

export const SITUACOES_RELATO = ['ABERTOS', 'FECHADOS', 'TODOS'] as const;

/** How the platform signs its replies to students: 'Equipe Aprovei' (the product's brand). */
export const assinaturaDaPlataforma = (marca: string) => `Equipe ${marca}`;

export const MENSAGENS_RELATOS = {
  naoEncontrado: 'Relato de erro não encontrado.',
  jaFechado: 'Este relato já foi fechado.',
  respostaVazia: 'Digite a resposta ao aluno antes de enviar.',
  desfecho: "Escolha o desfecho: 'CORRIGIDO' ou 'MANTIDO'.",
  respondido: 'Resposta enviada ao aluno.',
  fechado: 'Relato fechado.',
} as const;

export const ZBuscaRelatos = ZPaginaAdmin.extend({
  situacao: z.enum(SITUACOES_RELATO, { message: 'Situação inválida.' }).default('ABERTOS'),
  plataforma: zId('Plataforma inválida.').optional(),
  tipoItem: z.enum(TIPOS_ITEM_RELATO, { message: 'Tipo de item inválido.' }).optional(),
  ordem: z.enum(['criadoEm'], { message: 'Ordem inválida.' }).default('criadoEm'),
  // The queue reads oldest first: the report waiting longest comes first.
  direcao: z.enum(['asc', 'desc'], { message: 'Direção inválida.' }).default('asc'),
});
export type TBuscaRelatos = z.infer<typeof ZBuscaRelatos>;

export const ZRelatoLinha = z.object({
  id: z.number(),
  comentario: z.string(),
  aluno: z.string(),
  criadoEm: z.string(),
  tipoItem: z.enum(TIPOS_ITEM_RELATO),
  itemId: z.number(),
  numeroQuestao: z.number(),
  plataformaId: z.number(),
  totalRespostas: z.number(),
  fechadoEm: z.string().nullable(),
  desfecho: z.enum(DESFECHOS_RELATO).nullable(),
});
export type TRelatoLinha = z.infer<typeof ZRelatoLinha>;
export const ZPaginaRelatos = zPaginaDe(ZRelatoLinha);

/** The item beside a report, as an editor reads it: statement, alternatives, key and explanations. */
export const ZItemDoRelato = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('QUESTAO'),
    id: z.number(),
    plataformaId: z.number(),
    numeroQuestao: z.number(),
    situacao: z.string(),
    /** Sanitised HTML. */
    enunciado: z.string(),
    explicacao: z.string(),
    somatoria: z.boolean(),
    somaCorreta: z.number().nullable(),
    alternativas: z.array(
      z.object({ ordem: z.number(), enunciado: z.string(), correta: z.boolean(), explicacao: z.string() }),
    ),
  }),
  z.object({
    tipo: z.literal('EXERCICIO'),
    id: z.number(),
    plataformaId: z.number(),
    numeroQuestao: z.number(),
    situacao: z.string(),
    /** Sanitised HTML. */
    contexto: z.string(),
    afirmativa: z.string(),
    certo: z.boolean(),
    explicacao: z.string(),
  }),
]);
export type TItemDoRelato = z.infer<typeof ZItemDoRelato>;

export const ZRespostaDoRelato = z.object({
  id: z.number(),
  texto: z.string(),
  /** The platform's replies carry the brand; the others the person's name. */
  nome: z.string(),
  daPlataforma: z.boolean(),
  criadoEm: z.string(),
});

export const ZRelato = ZRelatoLinha.extend({
  alunoEmail: z.string(),
  fechadoPor: z.string().nullable(),
  item: ZItemDoRelato,
  respostas: z.array(ZRespostaDoRelato),
});
export type TRelato = z.infer<typeof ZRelato>;

export const ZIdRelatoParam = z.object({ id: zId('Relato inválido.') });

export const ZResponderRelato = z.object({
  resposta: zTexto({ message: MENSAGENS_RELATOS.respostaVazia })
    .trim()
    .min(1, MENSAGENS_RELATOS.respostaVazia)
    .max(COMENTARIO_MAX, `A resposta pode ter até ${COMENTARIO_MAX} caracteres.`),
});
export type TResponderRelato = z.infer<typeof ZResponderRelato>;

export const ZFecharRelato = z.object({
  desfecho: z.enum(DESFECHOS_RELATO, { message: MENSAGENS_RELATOS.desfecho }),
});
export type TFecharRelato = z.infer<typeof ZFecharRelato>;
