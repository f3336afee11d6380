import { z } from 'zod';
import { zId, zIdList, zTexto } from '../common.schemas.ts';
import { ZErroBody } from '../errors.ts';
import { SITUACOES_ITEM } from '../itens-estudo/situacao.ts';
import { FORMATOS_EXPORTACAO, TIPOS_IMPORTACAO } from './importacao.rules.ts';

/**
 * The import and export formats (docs/importacao.md). The JSON document holds `itens` of the shapes
 * below; a CSV row is read into the same shape, so both formats meet the same checks. Catalogue entries
 * go by name or by id (a number); the year is the year itself (2024).
 */
const MENSAGEM_REFERENCIA = 'Informe o nome ou o id.';
const zReferencia = z.union([z.number().int().min(1).max(2_147_483_647), zTexto().trim().min(1).max(300)], {
  message: MENSAGEM_REFERENCIA,
});
const zReferencias = z.array(zReferencia, { message: 'Informe uma lista de nomes ou ids.' }).max(20);
const zTextoLivre = (mensagem: string) => zTexto({ message: mensagem });
const zSimNao = z.boolean({ message: 'Use sim ou não.' }).default(false);

const classificacao = {
  /** An exported item's id: informative; an import always creates new items. */
  id: z.number().int().optional(),
  plataforma: zReferencia,
  /** Narrows the subjects' names to one course of the platform; never stored. */
  curso: zReferencia.nullable().default(null),
  materias: zReferencias.min(1, 'Informe ao menos uma matéria.'),
  conteudos: zReferencias.default([]),
  instituicao: zReferencia,
  banca: zReferencia.nullable().default(null),
  ano: z.number({ message: 'Informe o ano (por exemplo, 2024).' }).int('Informe o ano (por exemplo, 2024).'),
  explicacao: zTextoLivre('Informe a explicação.'),
  estagiario: zSimNao,
  situacao: z
    .enum(SITUACOES_ITEM, { message: `Situação inválida. Use ${SITUACOES_ITEM.join(', ')}.` })
    .default('RASCUNHO'),
};

export const ZAlternativaArquivo = z.object({
  texto: zTextoLivre('Informe o texto da alternativa.'),
  explicacao: zTextoLivre('Explicação inválida.').default(''),
});

export const ZQuestaoArquivo = z.object({
  ...classificacao,
  subConteudos: zReferencias.default([]),
  enunciado: zTextoLivre('Informe o enunciado.'),
  alternativas: z
    .array(ZAlternativaArquivo, { message: 'Informe as alternativas.' })
    .max(10, 'No máximo dez alternativas.'),
  /** Letters: `B`; on a sum-type question the true propositions, `A, C` (or only `soma`). */
  gabarito: zTextoLivre('Gabarito inválido.').default(''),
  somatoria: zSimNao,
  /** The correct sum of a sum-type question (1 = a, 2 = b, 4 = c…); checked against `gabarito`. */
  soma: z.number({ message: 'Soma inválida.' }).int('Soma inválida.').nullable().default(null),
});
export type TQuestaoArquivo = z.output<typeof ZQuestaoArquivo>;

export const ZExercicioArquivo = z.object({
  ...classificacao,
  contexto: zTextoLivre('Contexto inválido.').default(''),
  afirmativa: zTextoLivre('Informe a afirmativa.'),
  /** C (certo) or E (errado). */
  gabarito: zTextoLivre('Informe o gabarito: C (certo) ou E (errado).'),
});
export type TExercicioArquivo = z.output<typeof ZExercicioArquivo>;

/** The JSON document: its kind, the format's version and the items (each checked on its own). */
export const ZDocumentoImportacao = z.object({
  tipo: z.enum(TIPOS_IMPORTACAO, { message: 'Tipo do documento inválido. Use questoes ou exercicios.' }),
  versao: z.literal(1, { message: 'Versão do formato inválida. Use 1.' }),
  itens: z.array(z.unknown(), { message: 'Informe a lista de itens.' }),
});

export const ZTipoImportacaoParam = z.object({
  tipo: z.enum(TIPOS_IMPORTACAO, { message: 'Tipo inválido. Use questoes ou exercicios.' }),
});

/** One problem of one item: its position (1 = the first item), its line in a CSV file, the field. */
export const ZErroImportacao = z.object({
  item: z.number().int(),
  linha: z.number().int().nullable(),
  campo: z.string(),
  mensagem: z.string(),
});
export type TErroImportacao = z.infer<typeof ZErroImportacao>;

/** A dry run: how many items the file has, and every problem found (none: ready to import). */
export const ZSimulacaoImportacao = z.object({
  formato: z.enum(FORMATOS_EXPORTACAO),
  total: z.number().int(),
  erros: z.array(ZErroImportacao),
});
export type TSimulacaoImportacao = z.infer<typeof ZSimulacaoImportacao>;

export const ZResultadoImportacao = z.object({
  formato: z.enum(FORMATOS_EXPORTACAO),
  importados: z.number().int(),
  ids: z.array(z.number().int()),
});
export type TResultadoImportacao = z.infer<typeof ZResultadoImportacao>;

/** The import's 400 when any item is wrong: the same list a dry run gives. */
export const ZErroImportacaoBody = ZErroBody.extend({ erros: z.array(ZErroImportacao).optional() });

/** Which items to export: the bank's filters (all optional; several values by commas) and the format. */
export const ZFiltroExportacao = z.object({
  formato: z.enum(FORMATOS_EXPORTACAO, { message: 'Formato inválido. Use csv ou json.' }).default('csv'),
  plataforma: zId('Plataforma inválida.').optional(),
  materias: zIdList('Matéria inválida.'),
  conteudos: zIdList('Conteúdo inválido.'),
  instituicoes: zIdList('Instituição inválida.'),
  anos: zIdList('Ano inválido.'),
  situacoes: z.preprocess(
    (v) =>
      v === undefined || v === '' ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')),
    z.array(z.enum(SITUACOES_ITEM, { message: 'Situação inválida.' })).max(4),
  ),
  ids: zIdList('Identificador inválido.'),
});
export type TFiltroExportacao = z.infer<typeof ZFiltroExportacao>;
export type TFiltroExportacaoQuery = z.input<typeof ZFiltroExportacao>;

/** The export form of the back office: the same filters as chosen on screen (selects give ids as text). */
export const ZExportacaoForm = z.object({
  tipo: z.enum(TIPOS_IMPORTACAO),
  formato: z.enum(FORMATOS_EXPORTACAO),
  plataforma: z.string().nullable(),
  curso: z.string().nullable(),
  materias: z.array(z.string()),
  instituicoes: z.array(z.string()),
  anos: z.array(z.string()),
  situacoes: z.array(z.enum(SITUACOES_ITEM)),
  ids: zTexto()
    .trim()
    .max(2000, 'Ids demais.')
    .regex(/^[\d\s,]*$/, 'Informe ids separados por vírgula.'),
});
export type TExportacaoForm = z.infer<typeof ZExportacaoForm>;
