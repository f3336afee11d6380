import type { TPagamentoResposta } from '@aprovei/shared/checkout/checkout.schemas';
import type { TCheckoutForm } from '@aprovei/shared/checkout/checkout-form.schemas';
import type { CarrinhoCheckout } from '../utils/chave-idempotencia';
import type { CupomAplicado } from './use-checkout-precos';

/** A Pix order on screen, with what was sent: 'Gerar novo PIX' sends the same cart again. */
export interface EnvioPix {
  body: TCheckoutForm;
  carrinho: CarrinhoCheckout;
}

/**
 * Where the checkout stands. editando → enviando → editando (a failure) | pix | pago;
 * pix → (expired) gerandoPix → pix (a new code) | pago (the poll heard it was paid).
 */
export type EtapaCheckout =
  | { nome: 'editando' }
  | { nome: 'enviando' }
  | { nome: 'pix'; pix: TPagamentoResposta; envio: EnvioPix; gerando: boolean }
  | { nome: 'pago' };

export interface EstadoCheckout {
  etapa: EtapaCheckout;
  cupom: CupomAplicado | null;
  aplicandoCupom: boolean;
  /** The human check's payload (null until it passes, and again after every submission). */
  captcha: string | null;
  /** A new widget after each submission: a new check for a new attempt. */
  captchaVersao: number;
  /** The server refused the check: said under the widget. */
  erroCaptcha: string | null;
  /**
   * No check is shown: the buyer who registered in this purchase passed one on registering, which
   * covers the account's first order; should the server still ask (an order sent before), it is shown.
   */
  captchaDispensado: boolean;
  /** Bumped when errors are shown: the first is then brought into view and focused. */
  foco: number;
}

export type AcaoCheckout =
  | { tipo: 'captcha'; payload: string | null }
  | { tipo: 'aplicandoCupom' }
  | { tipo: 'cupomAplicado'; cupom: CupomAplicado }
  | { tipo: 'cupomRecusado' }
  | { tipo: 'invalido' }
  | { tipo: 'enviar' }
  | { tipo: 'falhou'; foco: boolean; erroCaptcha: string | null }
  | { tipo: 'pix'; pix: TPagamentoResposta; envio: EnvioPix }
  | { tipo: 'gerandoPix' }
  | { tipo: 'pixFalhou' }
  | { tipo: 'pago' };

export const checkoutInicial: EstadoCheckout = {
  etapa: { nome: 'editando' },
  cupom: null,
  aplicandoCupom: false,
  captcha: null,
  captchaVersao: 0,
  erroCaptcha: null,
  captchaDispensado: false,
  foco: 0,
};

const novoCaptcha = (e: EstadoCheckout): EstadoCheckout => ({
  ...e,
  captcha: null,
  captchaVersao: e.captchaVersao + 1,
});

export function checkoutReducer(e: EstadoCheckout, a: AcaoCheckout): EstadoCheckout {
  switch (a.tipo) {
    case 'captcha':
      return { ...e, captcha: a.payload, erroCaptcha: a.payload ? null : e.erroCaptcha };
    case 'aplicandoCupom':
      return { ...e, aplicandoCupom: true };
    case 'cupomAplicado':
      return { ...e, aplicandoCupom: false, cupom: a.cupom };
    case 'cupomRecusado':
      return { ...e, aplicandoCupom: false, cupom: null };
    case 'invalido':
      return { ...e, foco: e.foco + 1 };
    case 'enviar':
      return e.etapa.nome === 'editando' ? { ...e, etapa: { nome: 'enviando' } } : e;
    case 'falhou':
      // The cart stays as it was (coupon included): sent again, it is the same order (same key).
      return {
        ...novoCaptcha(e),
        etapa: { nome: 'editando' },
        erroCaptcha: a.erroCaptcha,
        captchaDispensado: e.captchaDispensado && !a.erroCaptcha,
        foco: a.foco ? e.foco + 1 : e.foco,
      };
    case 'pix':
      return { ...novoCaptcha(e), etapa: { nome: 'pix', pix: a.pix, envio: a.envio, gerando: false } };
    case 'gerandoPix':
      return e.etapa.nome === 'pix' ? { ...e, etapa: { ...e.etapa, gerando: true } } : e;
    case 'pixFalhou':
      return e.etapa.nome === 'pix' ? { ...novoCaptcha(e), etapa: { ...e.etapa, gerando: false } } : e;
    case 'pago':
      return { ...e, etapa: { nome: 'pago' } };
  }
}
