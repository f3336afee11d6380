import { z } from 'zod';
import { METODOS_PAGAMENTO } from './situacao.ts';

/** situacaoContratacao of a contract: the code (SITUACAO_CONTRATACAO) and its Portuguese description. */
export const ZSituacaoContratacao = z.object({
  codigo: z.number().int(),
  descricao: z.string(),
});

export const ZPlanoAtual = z.object({
  id: z.number().int(),
  nomePlano: z.string(),
  descricao: z.string(),
});

/** The national-exam (ENARE/FUVEST) plan contract shown under 'Meu plano'. */
export const ZContratacaoPlanoEnare = z.object({
  id: z.number().int(),
  planoAtual: ZPlanoAtual,
  dataInicio: z.string(),
  dataValidadeAssinatura: z.string(),
  situacaoContratacao: ZSituacaoContratacao,
});

/**
 * Plan contract (spec doc 1 §3). Dates are ISO 8601 instants.
 * - `ativo`: the subscription is running and not cancelled (situation ATIVA or PRAZO_ARREPENDIMENTO
 *   within validity); it becomes false once cancelled.
 * - `renovacaoAutomatica`: the contract renews by itself at `dataValidadeAssinatura`.
 * - `permiteRenovacao`: the payment method allows renewing (never PIX) and renewal is on.
 * - `possuiAcessoCompleto`: the contract gives full access right now (a full-access plan in a
 *   situation with access, within validity) — 'Acesso completo até {dataValidadeAssinatura}'.
 */
export const ZContratoPlano = z.object({
  id: z.number().int(),
  planoAtual: ZPlanoAtual,
  dataInicio: z.string(),
  situacaoContratacao: ZSituacaoContratacao,
  dataValidadeAssinatura: z.string(),
  metodoPagamento: z.enum(METODOS_PAGAMENTO).nullable(),
  renovacaoAutomatica: z.boolean(),
  permiteRenovacao: z.boolean(),
  ativo: z.boolean(),
  possuiAcessoCompleto: z.boolean(),
  canceladaEm: z.string().nullable(),
  contratacaoPlanoEnare: ZContratacaoPlanoEnare.nullable(),
});

/** Product purchase (spec doc 1 §3): the products bought with one contract. */
export const ZContratacaoProdutos = z.object({
  idContratacao: z.number().int(),
  produtoComprado: z.array(
    z.object({
      id: z.number().int(),
      nomeProduto: z.string(),
      dataInicio: z.string(),
      dataValidadeAssinatura: z.string(),
    }),
  ),
  situacaoContratacao: ZSituacaoContratacao,
});

export type TSituacaoContratacao = z.infer<typeof ZSituacaoContratacao>;
export type TPlanoAtual = z.infer<typeof ZPlanoAtual>;
export type TContratacaoPlanoEnare = z.infer<typeof ZContratacaoPlanoEnare>;
export type TContratoPlano = z.infer<typeof ZContratoPlano>;
export type TContratacaoProdutos = z.infer<typeof ZContratacaoProdutos>;
