import { z } from 'zod';
import { zId, zNumeroNoEndereco } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';

/**
 * The back office's reports (issue 22 §7): read-only figures over a period of days in Brazil's time
 * (`de` to `ate`, both included; the last 30 days by default), grouped by day, week (from Monday) or month.
 * `formato=csv` answers the same rows as a CSV download.
 */
export const AGRUPAMENTOS = ['dia', 'semana', 'mes'] as const;
export type Agrupamento = (typeof AGRUPAMENTOS)[number];

/** The longest period a report reads (about three years of days). */
export const DIAS_MAXIMOS_RELATORIO = 1_100;
export const MENSAGEM_PERIODO_INVALIDO = 'A data final deve ser igual ou posterior à inicial.';
export const MENSAGEM_PERIODO_LONGO = `O período pode ter até ${DIAS_MAXIMOS_RELATORIO} dias.`;

const diasEntre = (de: string, ate: string) => (Date.parse(ate) - Date.parse(de)) / 86_400_000;

const comPeriodoValido = <T extends { de?: string; ate?: string }>(f: T, ctx: z.RefinementCtx) => {
  if (!f.de || !f.ate) return;
  const dias = diasEntre(f.de, f.ate);
  if (dias < 0) ctx.addIssue({ code: 'custom', path: ['ate'], message: MENSAGEM_PERIODO_INVALIDO });
  else if (dias >= DIAS_MAXIMOS_RELATORIO)
    ctx.addIssue({ code: 'custom', path: ['ate'], message: MENSAGEM_PERIODO_LONGO });
};

const ZFormato = z.enum(['json', 'csv'], { message: 'Formato inválido.' }).default('json');

export const ZPeriodoRelatorio = z
  .object({
    de: z.iso.date({ message: 'Data inicial inválida.' }).optional(),
    ate: z.iso.date({ message: 'Data final inválida.' }).optional(),
    agrupar: z.enum(AGRUPAMENTOS, { message: 'Agrupamento inválido.' }).default('dia'),
    formato: ZFormato,
  })
  .superRefine(comPeriodoValido);
export type TPeriodoRelatorio = z.infer<typeof ZPeriodoRelatorio>;

/** Figures per period start (`periodo`, 'AAAA-MM-DD' in Brazil's time): the period and the days it read. */
const ZCabecalho = { de: z.string(), ate: z.string(), agrupar: z.enum(AGRUPAMENTOS) };

// ─── Money (area financeiro) ──────────────────────────────────────────────────────────────────────

/** The ledger's movements of a period, by plan (null: e-books) and payment method. */
export const ZLinhaVendas = z.object({
  periodo: z.string(),
  planoId: z.number().nullable(),
  plano: z.string(),
  metodoPagamento: z.enum(['CARTAO_CREDITO', 'PIX']),
  /** Charges booked (purchases and renewals). */
  vendas: z.number(),
  brutoCentavos: z.number(),
  /** Refunds and chargebacks, negative. */
  estornosCentavos: z.number(),
  liquidoCentavos: z.number(),
});
export type TLinhaVendas = z.infer<typeof ZLinhaVendas>;
export const ZRelatorioVendas = z.object({ ...ZCabecalho, linhas: z.array(ZLinhaVendas) });
export type TRelatorioVendas = z.infer<typeof ZRelatorioVendas>;

export const ZLinhaAssinaturas = z.object({
  periodo: z.string(),
  /** Contracts in force at the end of the period (its last day's midnight, or now for the current day). */
  ativasNoFim: z.number(),
  ativasNoInicio: z.number(),
  novas: z.number(),
  /** Approved renewal charges. */
  renovadas: z.number(),
  canceladas: z.number(),
  /** Declined renewal charges. */
  renovacoesRecusadas: z.number(),
  /** Cancelled over active at the start, in percent with two decimals; null with none active. */
  churnPercentual: z.number().nullable(),
});
export type TLinhaAssinaturas = z.infer<typeof ZLinhaAssinaturas>;
export const ZRelatorioAssinaturas = z.object({ ...ZCabecalho, linhas: z.array(ZLinhaAssinaturas) });
export type TRelatorioAssinaturas = z.infer<typeof ZRelatorioAssinaturas>;

export const ZLinhaCupons = z.object({
  cupomId: z.number(),
  codigo: z.string(),
  vendas: z.number(),
  receitaBrutaCentavos: z.number(),
  /** Net of refunds and chargebacks. */
  receitaLiquidaCentavos: z.number(),
  descontoCentavos: z.number(),
});
export type TLinhaCupons = z.infer<typeof ZLinhaCupons>;
export const ZRelatorioCupons = z.object({ ...ZCabecalho, linhas: z.array(ZLinhaCupons) });
export type TRelatorioCupons = z.infer<typeof ZRelatorioCupons>;

// ─── Content (area conteudo) ──────────────────────────────────────────────────────────────────────

export const ZLinhaRespostas = z.object({
  periodo: z.string(),
  plataformaId: z.number(),
  plataforma: z.string(),
  respostas: z.number(),
  corretas: z.number(),
});
export type TLinhaRespostas = z.infer<typeof ZLinhaRespostas>;
export const ZRelatorioRespostas = z.object({ ...ZCabecalho, linhas: z.array(ZLinhaRespostas) });
export type TRelatorioRespostas = z.infer<typeof ZRelatorioRespostas>;

export const MINIMO_RESPOSTAS_PADRAO = 20;
export const ZBuscaQuestoesDificeis = ZPaginaAdmin.extend({
  plataformaId: zId('Plataforma inválida.').optional(),
  minimoRespostas: zNumeroNoEndereco('Mínimo de respostas inválido.', 1, 100_000).default(
    MINIMO_RESPOSTAS_PADRAO,
  ),
  ordem: z.enum(['acerto', 'discriminacao', 'respostas'], { message: 'Ordem inválida.' }).default('acerto'),
  direcao: z.enum(['asc', 'desc'], { message: 'Direção inválida.' }).default('asc'),
  formato: ZFormato,
});
export type TBuscaQuestoesDificeis = z.infer<typeof ZBuscaQuestoesDificeis>;

export const ZLinhaQuestaoDificil = z.object({
  questaoId: z.number(),
  numeroQuestao: z.number(),
  plataforma: z.string(),
  /** Students whose latest answer counts. */
  respostas: z.number(),
  /** Share of those latest answers that are right, in percent with two decimals. */
  acertoPercentual: z.number(),
  /**
   * Share right among the top quarter of the platform's students (ranked by their overall rate) minus
   * among the bottom quarter, from -1 to 1 with two decimals; null when either quarter has not answered it.
   */
  discriminacao: z.number().nullable(),
});
export type TLinhaQuestaoDificil = z.infer<typeof ZLinhaQuestaoDificil>;
export const ZPaginaQuestoesDificeis = zPaginaDe(ZLinhaQuestaoDificil).extend({
  /** When the figures were computed (the hourly rollup's last refresh); null: computed for this call. */
  atualizadoEm: z.iso.datetime({ offset: true }).nullable(),
});

export const ZLinhaSimulados = z.object({
  simuladoId: z.number(),
  nome: z.string(),
  iniciadas: z.number(),
  finalizadas: z.number(),
  /** Average score of the finished attempts, two decimals; null with none. */
  mediaPontuacao: z.number().nullable(),
});
export type TLinhaSimulados = z.infer<typeof ZLinhaSimulados>;
export const ZRelatorioSimulados = z.object({ ...ZCabecalho, linhas: z.array(ZLinhaSimulados) });
export type TRelatorioSimulados = z.infer<typeof ZRelatorioSimulados>;
