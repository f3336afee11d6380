import { z } from 'zod';
import { zId, zTexto } from '../common.schemas.ts';

/** Texts of the plans calls (spec doc 2 §8) and of their refusals. */
export const MENSAGENS_PLANOS = {
  planoInvalido: 'Plano inválido.',
  planoNaoEncontrado: 'Plano não encontrado.',
  plataformaInvalida: 'Plataforma inválida.',
  plataformaNaoEncontrada: 'Plataforma não encontrada para este produto.',
  loginInvalido: 'Login inválido.',
  /** The web's text when the list or a plan cannot be loaded. */
  erroRecuperarPlanos: 'Erro ao recuperar planos!. Tente novamente mais tarde.',
} as const;

/** A plan feature (spec doc 2 §3 Feature): 'Simulados inéditos', 'Métricas de resultados', … */
export const ZFuncionalidade = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  /** Name of a Tabler icon ('clipboard-check', 'chart-donut', …); the web maps it to its icon. */
  icone: z.string(),
});

/** One interest-free instalment option: the count and the value of each regular parcel, in reais. */
export const ZPlanoParcela = z.object({
  qtdParcela: z.number().int(),
  valorParcelado: z.number(),
});

/**
 * A plan (spec doc 2 §3). Amounts in reais with two decimals (centavos in the database):
 * - `valorIntegralPlanoOriginal`: the list price, shown struck through when there is a discount;
 * - `valorIntegralPlano`: the price charged today (0 for a free plan);
 * - `valorPlanoComDesconto`: the same price after the plan's own discount (coupons are applied at
 *   checkout, assinatura/aplicar-desconto-cupom); `valorDesconto` = original − price, `possuiDesconto`
 *   when it is above zero.
 * - `planoParcelado`: the instalment options (1x…Nx), each parcel the total divided by the count rounded
 *   down to the centavo (packages/shared/src/assinatura/parcelas.rules.ts).
 * - `tipoPlano` 'P' skips the active-plan check (spec doc 2 §4); `idPlataforma` null: every platform.
 */
export const ZPlano = z.object({
  id: z.number().int(),
  nomePlano: z.string(),
  descricao: z.string(),
  descricaoDetalhada: z.string(),
  valorIntegralPlano: z.number(),
  valorIntegralPlanoOriginal: z.number(),
  valorPlanoComDesconto: z.number(),
  valorDesconto: z.number(),
  possuiDesconto: z.boolean(),
  mensagemDesconto: z.string().nullable(),
  planoParcelado: z.array(ZPlanoParcela),
  ehDestaque: z.boolean(),
  ordem: z.number().int(),
  tipoPlano: z.enum(['N', 'P']),
  idPlataforma: z.number().int().nullable(),
  planoEnare: z.boolean(),
  duracaoMeses: z.number().int(),
  funcionalidades: z.array(z.object({ funcionalidade: ZFuncionalidade })),
});

/**
 * GET /planos/listar?seqPlataforma=&login= — `login` is the spec client's own parameter; the list is
 * filtered for the user of the bearer token, never for a name sent here (which is only checked for form).
 */
export const ZListarPlanosQuery = z.object({
  seqPlataforma: zId(MENSAGENS_PLANOS.plataformaInvalida).optional(),
  login: zTexto({ error: MENSAGENS_PLANOS.loginInvalido })
    .max(200, MENSAGENS_PLANOS.loginInvalido)
    .optional(),
});

export type TFuncionalidade = z.infer<typeof ZFuncionalidade>;
export type TPlanoParcela = z.infer<typeof ZPlanoParcela>;
export type TPlano = z.infer<typeof ZPlano>;
export type TListarPlanosQuery = z.input<typeof ZListarPlanosQuery>;
