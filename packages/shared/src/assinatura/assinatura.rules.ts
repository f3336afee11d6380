import { SITUACAO_CONTRATACAO } from './situacao.ts';

/** What the account screen needs of a contract to decide its renewal line and cancel link. */
export interface ContratoExibicao {
  situacaoContratacao: { codigo: number };
  metodoPagamento: string | null;
  ativo: boolean;
  permiteRenovacao: boolean;
  possuiAcessoCompleto: boolean;
  canceladaEm?: string | null;
}

export const ROTULO_CANCELAR_PLANO = 'Cancelar plano';
export const ROTULO_CANCELAR_RENOVACAO = 'Cancelar renovação automática';

/**
 * The cancel link's label (spec doc 1 §4): inside the 7-day right of withdrawal (code 5) cancelling
 * cancels the whole plan; otherwise it stops the automatic renewal.
 */
export function rotuloCancelamento(codigoSituacao: number): string {
  return codigoSituacao === SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO
    ? ROTULO_CANCELAR_PLANO
    : ROTULO_CANCELAR_RENOVACAO;
}

/**
 * The renewal date and the cancel link show only when the subscription is active and allows renewal;
 * PIX never renews (spec doc 1 §4, doc 2 "Subscription cancellation").
 */
export function mostraRenovacao(contrato: ContratoExibicao): boolean {
  return contrato.ativo && contrato.permiteRenovacao && contrato.metodoPagamento !== 'PIX';
}

/**
 * The 7-day right of withdrawal (code 5, CDC art. 49) holds whatever the payment method: a Pix buyer
 * who sees no renewal line still gets 'Cancelar plano' (ADR 006).
 */
export function mostraDesistencia(contrato: ContratoExibicao): boolean {
  return (
    !mostraRenovacao(contrato) &&
    contrato.ativo &&
    contrato.situacaoContratacao.codigo === SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO
  );
}

/** 'Acesso completo até {date}' shows instead when the contract gives full access without renewing. */
export function mostraAcessoCompletoAte(contrato: ContratoExibicao): boolean {
  return !mostraRenovacao(contrato) && contrato.possuiAcessoCompleto;
}

/** The red banner: the latest contract's renewal charge failed (code 3). */
export function mostraFalhaCobranca(codigoSituacao: number | undefined): boolean {
  return codigoSituacao === SITUACAO_CONTRATACAO.FALHA_COBRANCA;
}

/** What the account screen says of a Pix contract: it does not renew (spec doc 2, ADR 012). */
export const AVISO_PIX_SEM_RENOVACAO = 'Pago via PIX: este plano não é renovado automaticamente.';

/** The Pix note shows while a Pix contract is running. */
export function mostraAvisoPix(contrato: ContratoExibicao): boolean {
  return contrato.ativo && contrato.metodoPagamento === 'PIX';
}

/**
 * What the account screen says of a running card contract that promises no renewal because there is
 * no card to charge (the card that paid could not be kept, or it was deleted; ADR 012), and what the
 * student can do.
 */
export const AVISO_SEM_CARTAO_RENOVACAO =
  'Este plano não será renovado automaticamente: não há cartão cadastrado para a renovação. ' +
  'Adicione um cartão em Cartão de crédito, nesta página, para renová-lo automaticamente.';

/** The no-card note shows for a running card contract without renewal that the student did not cancel. */
export function mostraAvisoSemCartao(contrato: ContratoExibicao): boolean {
  return (
    contrato.ativo &&
    contrato.metodoPagamento === 'CARTAO_CREDITO' &&
    !contrato.permiteRenovacao &&
    !contrato.canceladaEm
  );
}
