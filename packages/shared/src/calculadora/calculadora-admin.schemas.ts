/**
 * The back office's curriculum calculators (issue 21 §7): a notice's table of rows and columns with the
 * operations M, Q, L and D of docs/glossary.md, checked so that the shared rules can score it.
 */
import { z } from 'zod';
import { zBodyId, zId, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';
import { centesimos, OPERACOES } from './calculadora.rules.ts';
import { ZPreenchimentoLinha } from './calculadora.schemas.ts';

export const MENSAGENS_CALCULADORA_ADMIN = {
  semColunas: 'A tabela precisa de ao menos uma coluna.',
  semLinhas: 'A tabela precisa de ao menos uma linha.',
  semM: 'A tabela precisa de uma coluna de pontos (operação M).',
  dPrimeira: 'A operação D só pode ficar na primeira coluna, de texto.',
  umaSo: (op: string) => `Só pode haver uma coluna com a operação ${op}.`,
  numerica: (op: string) => `A coluna com a operação ${op} deve ser numérica.`,
  celulas: 'Cada linha deve ter uma célula por coluna.',
  numero: 'Informe um número (ex.: 2 ou 0,5).',
  origens: 'A origem das linhas não corresponde à tabela.',
  salva: 'Calculadora salva.',
} as const;

const M = MENSAGENS_CALCULADORA_ADMIN;

export const ZColunaDefinicao = z.object({
  titulo: zTexto().trim().min(1, 'Informe o título da coluna.').max(200, 'Título muito longo.'),
  tipo: z.enum(['TEXTO', 'NUMERO'], { message: 'Tipo de coluna inválido.' }),
  operacao: z.enum(OPERACOES, { message: 'Operação inválida.' }).nullable(),
});

/** The table, checked so that it computes: each issue on its column or cell. */
export const ZTabelaDefinicao = z
  .object({
    colunas: z.array(ZColunaDefinicao).min(1, M.semColunas).max(20, 'Colunas demais.'),
    linhas: z
      .array(z.array(zTexto().max(500, 'Texto muito longo.')).max(20))
      .min(1, M.semLinhas)
      .max(500, 'Linhas demais.'),
  })
  .superRefine((t, ctx) => {
    const com = (op: string) => t.colunas.flatMap((c, i) => (c.operacao === op ? [i] : []));
    if (com('M').length === 0) ctx.addIssue({ code: 'custom', path: ['colunas'], message: M.semM });
    for (const op of ['Q', 'L', 'D']) {
      const cols = com(op);
      if (cols.length > 1)
        ctx.addIssue({ code: 'custom', path: ['colunas', cols[1]!, 'operacao'], message: M.umaSo(op) });
    }
    t.colunas.forEach((c, i) => {
      if (c.operacao === 'D' && (i !== 0 || c.tipo !== 'TEXTO'))
        ctx.addIssue({ code: 'custom', path: ['colunas', i, 'operacao'], message: M.dPrimeira });
      if (c.operacao && c.operacao !== 'D' && c.tipo !== 'NUMERO')
        ctx.addIssue({ code: 'custom', path: ['colunas', i, 'tipo'], message: M.numerica(c.operacao) });
    });
    t.linhas.forEach((linha, i) => {
      if (linha.length !== t.colunas.length) {
        ctx.addIssue({ code: 'custom', path: ['linhas', i], message: M.celulas });
        return;
      }
      t.colunas.forEach((c, j) => {
        if (c.tipo === 'NUMERO' && centesimos(linha[j]!) === null)
          ctx.addIssue({ code: 'custom', path: ['linhas', i, j], message: M.numero });
      });
    });
  });

export const ZCalculadoraForm = z.object({
  nome: zTexto().trim().min(1, 'Informe o nome.').max(200, 'Nome muito longo.'),
  instituicaoId: zBodyId('Escolha a instituição.'),
  ano: z
    .number({ message: 'Informe o ano.' })
    .int('Informe o ano.')
    .min(1990, 'Ano inválido.')
    .max(2100, 'Ano inválido.'),
  pontuacaoMaxima: z
    .number({ message: 'Informe a pontuação máxima (0 para nenhuma).' })
    .min(0, 'A pontuação máxima não pode ser negativa.')
    .max(100_000, 'Pontuação máxima grande demais.'),
  tabela: ZTabelaDefinicao,
});
export type TCalculadoraForm = z.input<typeof ZCalculadoraForm>;

export const ZBuscaCalculadorasAdmin = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(120, 'Busca longa demais.').optional(),
  instituicaoId: zId('Instituição inválida.').optional(),
  ordem: z.enum(['nome', 'ano'], { message: 'Ordem inválida.' }).default('nome'),
});
export type TBuscaCalculadorasAdmin = z.infer<typeof ZBuscaCalculadorasAdmin>;

export const ZCalculadoraAdmin = z.object({
  id: z.number(),
  nome: z.string(),
  ano: z.number(),
  instituicao: z.object({ id: z.number(), nome: z.string() }),
  pontuacaoMaxima: z.number(),
  linhas: z.number(),
});
export const ZPaginaCalculadorasAdmin = zPaginaDe(ZCalculadoraAdmin);
export type TCalculadoraAdmin = z.infer<typeof ZCalculadoraAdmin>;
export type TPaginaCalculadorasAdmin = z.infer<typeof ZPaginaCalculadorasAdmin>;

export const ZCalculadoraAdminDetalhe = ZCalculadoraForm.extend({ id: z.number() });
export type TCalculadoraAdminDetalhe = z.infer<typeof ZCalculadoraAdminDetalhe>;

/**
 * An edit: the calculator, and for each of its new rows the index the row had in the saved table (null
 * for a row added now), so that students' fillings follow their rows through reordering and removal.
 * Without it, each row keeps its index.
 */
export const ZCalculadoraEdicao = ZCalculadoraForm.extend({
  origemLinhas: z.array(z.number().int().min(0).max(499).nullable()).max(500).optional(),
}).superRefine((f, ctx) => {
  if (!f.origemLinhas) return;
  const origens = f.origemLinhas.filter((o) => o !== null);
  if (f.origemLinhas.length !== f.tabela?.linhas?.length || new Set(origens).size !== origens.length)
    ctx.addIssue({ code: 'custom', path: ['origemLinhas'], message: M.origens });
});
export type TCalculadoraEdicao = z.input<typeof ZCalculadoraEdicao>;

export const ZIdCalculadoraAdmin = z.object({ id: zId('Calculadora inválida.') });

/** The preview: a table being edited and a student's filling, scored by the server as the student's. */
export const ZPreviaCalculadora = z.object({
  pontuacaoMaxima: ZCalculadoraForm.shape.pontuacaoMaxima,
  tabela: ZTabelaDefinicao,
  linhas: z.array(ZPreenchimentoLinha).max(500, 'Linhas demais.'),
});
export type TPreviaCalculadora = z.input<typeof ZPreviaCalculadora>;
