import { z } from 'zod';
import { zBodyId, zId, zPage, zPaging, zTexto } from '../common.schemas.ts';
import { ZErroBody } from '../errors.ts';
import {
  type DefinicaoTabela,
  linhasRepetidas,
  MENSAGEM_QUANTIDADE_INTEIRA,
  MENSAGEM_QUANTIDADE_NEGATIVA,
  OPERACOES,
  type PreenchimentoLinha,
  quantidadeMaxima,
  validarLinhas,
} from './calculadora.rules.ts';

/** GET /calculadora-curriculos/listar-todos-por-filtros (spec doc 3 §7): page sizes 10, 15, 20, 50. */
export const TAMANHOS_PAGINA_CALCULADORA = [10, 15, 20, 50] as const;
export const ZFiltroCalculadoras = z.object({
  nome: zTexto().trim().max(120, 'O nome vai até 120 caracteres.').optional(),
  idInstituicao: zId('Instituição inválida.').optional(),
  ...zPaging(10, 50),
});
export type TFiltroCalculadoras = z.input<typeof ZFiltroCalculadoras>;

export const ZInstituicaoCalculadora = z.object({ id: z.number().int(), nome: z.string() });

export const ZCalculadoraResumo = z.object({
  id: z.number().int(),
  nome: z.string(),
  ano: z.number().int(),
  instituicao: ZInstituicaoCalculadora,
});
export const ZListaCalculadoras = zPage(ZCalculadoraResumo);
export type TCalculadoraResumo = z.infer<typeof ZCalculadoraResumo>;
export type TListaCalculadoras = z.infer<typeof ZListaCalculadoras>;

/** GET /calculadora-curriculos/buscar-calculadora/{id}. */
export const ZCalculadora = ZCalculadoraResumo.extend({
  pontuacaoMaxima: z.number(),
  preenchidaAnteriormente: z.boolean(),
});
export type TCalculadora = z.infer<typeof ZCalculadora>;

export const ZIdCalculadoraParams = z.object({ id: zId('Calculadora inválida.') });

/** A column of the table (its header cell): `operacao` as the glossary defines M, Q, L, D. */
export const ZColunaCalculadora = z.object({
  coluna: z.number().int(),
  titulo: z.string(),
  tipo: z.enum(['TEXTO', 'NUMERO']),
  operacao: z.enum(OPERACOES).nullable(),
});
export type TColunaCalculadora = z.infer<typeof ZColunaCalculadora>;

/** A row of the table with the student's last filling (null when never filled). */
export const ZLinhaCalculadora = z.object({
  linha: z.number().int(),
  /** The cells' `dado`, in column order. */
  dados: z.array(z.string()),
  /** The 'Sua Quantidade' maximum: the row's Q cell, null when the table has no Q column. */
  quantidadeMaxima: z.number().nullable(),
  /** The first-column value repeats in another row: the row shows 'Utilizar?'. */
  colunaRepetida: z.boolean(),
  colunaSelecionada: z.boolean(),
  pontuacaoDigitadaAluno: z.number().int().nullable(),
});
export type TLinhaCalculadora = z.infer<typeof ZLinhaCalculadora>;

/** GET /calculadora-curriculos/buscar-linhas-colunas/{id}: the header row and the rows. */
export const ZTabelaCalculadora = z.object({
  colunas: z.array(ZColunaCalculadora),
  linhas: z.array(ZLinhaCalculadora),
});
export type TTabelaCalculadora = z.infer<typeof ZTabelaCalculadora>;

const mensagemQuantidade = { message: MENSAGEM_QUANTIDADE_INTEIRA };
/** One row as the student fills it ('Sua Quantidade' and 'Utilizar?'). */
export const ZPreenchimentoLinha = z.object({
  linha: z.number({ message: 'Linha inválida.' }).int('Linha inválida.').min(0, 'Linha inválida.').max(999),
  pontuacaoDigitadaAluno: z
    .number(mensagemQuantidade)
    .int(MENSAGEM_QUANTIDADE_INTEIRA)
    .min(0, MENSAGEM_QUANTIDADE_NEGATIVA)
    .max(1_000_000, 'Quantidade grande demais.')
    .nullable(),
  colunaSelecionada: z.boolean().default(false),
});
export type TPreenchimentoLinha = z.infer<typeof ZPreenchimentoLinha>;

/** POST /calculadora-curriculos/calcular-pontuacao-por-linha. */
export const ZCalcularBody = z.object({
  idCalculadora: zBodyId('Calculadora inválida.'),
  linhas: z
    .array(ZPreenchimentoLinha)
    .max(500, 'Linhas demais.')
    .refine((ls) => new Set(ls.map((l) => l.linha)).size === ls.length, 'Linha repetida no envio.'),
});
export type TCalcularBody = z.infer<typeof ZCalcularBody>;

/** The table as the rules read it, from the table the API answers. */
export const definicaoDe = (tabela: TTabelaCalculadora): DefinicaoTabela => ({
  colunas: tabela.colunas.map(({ titulo, tipo, operacao }) => ({ titulo, tipo, operacao })),
  linhas: tabela.linhas.map((l) => l.dados),
});

/** The table as the student's screen gets it: a definition and the student's last filling. */
export function tabelaDoAluno(def: DefinicaoTabela, preenchimento: PreenchimentoLinha[]): TTabelaCalculadora {
  const repetidas = linhasRepetidas(def);
  const preenchida = new Map(preenchimento.map((p) => [p.linha, p]));
  return {
    colunas: def.colunas.map((c, coluna) => ({ coluna, ...c })),
    linhas: def.linhas.map((dados, linha) => ({
      linha,
      dados,
      quantidadeMaxima: quantidadeMaxima(def, linha),
      colunaRepetida: repetidas.has(linha),
      colunaSelecionada: preenchida.get(linha)?.colunaSelecionada ?? false,
      pontuacaoDigitadaAluno: preenchida.get(linha)?.pontuacaoDigitadaAluno ?? null,
    })),
  };
}

/**
 * The calculate form: the body's rows plus the rows' rules of this calculator (the row's maximum, the
 * 'Utilizar?' rule), each error on its row's quantity, as the API's 400 names them.
 */
export const zCalcularForm = (def: DefinicaoTabela) =>
  z.object({ linhas: ZCalcularBody.shape.linhas }).superRefine((body, ctx) => {
    const indice = new Map(body.linhas.map((l, i) => [l.linha, i]));
    for (const e of validarLinhas(def, body.linhas))
      ctx.addIssue({
        code: 'custom',
        path: ['linhas', indice.get(e.linha) ?? e.linha, 'pontuacaoDigitadaAluno'],
        message: e.erro,
      });
  });
export type TCalcularBodyInput = z.input<typeof ZCalcularBody>;

export const ZResultadoLinha = z.object({
  linha: z.number().int(),
  pontuacaoDigitadaAluno: z.number().int().nullable(),
  colunaSelecionada: z.boolean(),
  /** The row's score (0 for a row that does not count). */
  somaPontuacaoAluno: z.number(),
});
export const ZSomatorioColuna = z.object({ coluna: z.number().int(), soma: z.number() });
export const ZResultadoCalculo = z.object({
  linhasColunaTabela: z.array(ZResultadoLinha),
  /** One sum per numeric column (M, Q, L), as the glossary defines them. */
  somatorioOperacoes: z.array(ZSomatorioColuna),
  /** Sum of the rows' scores, before the cap. */
  somaLinhas: z.number(),
  total: z.number(),
  limiteAtingido: z.boolean(),
});
export type TResultadoCalculo = z.infer<typeof ZResultadoCalculo>;

/**
 * The 400 of a calculation: one error per row (field `linhas.{i}.pontuacaoDigitadaAluno`) and the
 * result of the rows without errors, which fills the totals (spec doc 3 §4).
 */
export const ZErroCalculo = ZErroBody.extend({ resultado: ZResultadoCalculo.optional() });
export type TErroCalculo = z.infer<typeof ZErroCalculo>;
