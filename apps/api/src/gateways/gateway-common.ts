import QRCode from 'qrcode';
import { GatewayError } from './payment-gateway.ts';

/** What the adapters log through (the app's pino logger fits). They never log card data or bodies. */
export interface GatewayLogger {
  warn(obj: object, msg: string): void;
}

/** Most instalments any plan offers. */
export const MAX_INSTALLMENTS = 12;

export function checkAmount(centavos: number): void {
  if (!Number.isSafeInteger(centavos) || centavos <= 0) {
    throw new GatewayError('invalid_request', 'Valor do pagamento inválido.');
  }
}

export function checkInstallments(installments: number): void {
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
    throw new GatewayError('invalid_request', 'Número de parcelas inválido.');
  }
}

/** The refund's default idempotency key: asking the same refund twice refunds once. */
export function refundKey(gatewayPaymentId: string, amountCentavos: number | undefined): string {
  return `refund:${gatewayPaymentId}:${amountCentavos ?? 'total'}`;
}

/** The QR image of a BR Code, as PNG. */
export function qrPng(brCode: string): Promise<Buffer> {
  return QRCode.toBuffer(brCode, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
