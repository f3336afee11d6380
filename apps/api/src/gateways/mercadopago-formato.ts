import { reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import {
  type DeclineReason,
  GatewayError,
  type Payer,
  type Payment,
  type PaymentStatus,
} from './payment-gateway.ts';

/**
 * Mercado Pago's vocabulary in ours: its payment methods, statuses and decline details, and its payment
 * and card bodies (facts in shared/notes/payments.md).
 */

/** Our brand codes → Mercado Pago's `payment_method_id`. */
export const PAYMENT_METHOD: Record<string, string> = {
  VISA: 'visa',
  MASTERCARD: 'master',
  ELO: 'elo',
  AMEX: 'amex',
  HIPERCARD: 'hipercard',
  DINERS: 'diners',
};
export const BRAND = Object.fromEntries(Object.entries(PAYMENT_METHOD).map(([brand, id]) => [id, brand]));

/** Mercado Pago's payment statuses → ours. `cancelled` is a charge voided before payment (an expired Pix). */
const STATUS: Record<string, PaymentStatus> = {
  pending: 'pending',
  in_process: 'pending',
  authorized: 'pending',
  approved: 'approved',
  in_mediation: 'approved',
  rejected: 'declined',
  cancelled: 'expired',
  refunded: 'refunded',
  charged_back: 'charged_back',
};

export function mapStatus(status: string): PaymentStatus {
  const mapped = STATUS[status];
  if (!mapped) throw new GatewayError('unavailable', `status desconhecido do Mercado Pago: ${status}`);
  return mapped;
}

export function mapDeclineReason(statusDetail: string | undefined): DeclineReason {
  switch (statusDetail) {
    case 'cc_rejected_insufficient_amount':
      return 'insufficient_funds';
    case 'cc_rejected_bad_filled_date':
      return 'expired_card';
    case 'cc_rejected_bad_filled_card_number':
    case 'cc_rejected_bad_filled_security_code':
    case 'cc_rejected_bad_filled_other':
    case 'cc_rejected_invalid_installments':
      return 'invalid_card';
    case 'cc_rejected_other_reason':
    case 'cc_rejected_call_for_authorize':
    case 'cc_rejected_card_disabled':
    case 'cc_rejected_high_risk':
    case 'cc_rejected_blacklist':
    case 'cc_rejected_max_attempts':
    case 'cc_rejected_duplicated_payment':
      return 'card_declined';
    default:
      return 'other';
  }
}

export interface MpPayment {
  id: number | string;
  status: string;
  status_detail?: string;
  transaction_amount: number;
  transaction_amount_refunded?: number;
  payment_method_id?: string;
  payment_type_id?: string;
  date_of_expiration?: string | null;
  external_reference?: string | null;
  point_of_interaction?: { transaction_data?: { qr_code?: string; qr_code_base64?: string } };
}

export interface MpCard {
  id: string;
  last_four_digits: string;
  expiration_month: number;
  expiration_year: number;
  payment_method?: { id?: string };
}

export function toPayment(payment: MpPayment): Payment {
  const status = mapStatus(payment.status);
  const brCode = payment.point_of_interaction?.transaction_data?.qr_code;
  return {
    gatewayPaymentId: String(payment.id),
    method: payment.payment_method_id === 'pix' ? 'pix' : 'card',
    status,
    amountCentavos: reaisParaCentavos(payment.transaction_amount),
    refundedCentavos: reaisParaCentavos(payment.transaction_amount_refunded ?? 0),
    ...(status === 'declined' ? { declineReason: mapDeclineReason(payment.status_detail) } : {}),
    ...(payment.external_reference ? { externalReference: payment.external_reference } : {}),
    ...(brCode && payment.date_of_expiration
      ? { pix: { brCode, expiresAt: new Date(payment.date_of_expiration) } }
      : {}),
  };
}

export function payerOf(payer: Payer) {
  return {
    email: payer.email,
    ...(payer.name ? { first_name: payer.name } : {}),
    ...(payer.cpf ? { identification: { type: 'CPF', number: payer.cpf } } : {}),
  };
}

export function bodyDataId(rawBody: string): string | undefined {
  try {
    const id = (JSON.parse(rawBody) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}
