import { describe, expect, it } from 'vitest';
import { nextStatus, type PaymentStatus, statusAdvances } from './payment-gateway.ts';
import { hmacHex, parseSignatureHeader, signatureProblem } from './webhook-signature.ts';

const ALL: PaymentStatus[] = ['pending', 'approved', 'declined', 'expired', 'refunded', 'charged_back'];

describe('payment status moves only forward', () => {
  it('lets pending settle any way and an approved payment be refunded or charged back', () => {
    for (const to of ['approved', 'declined', 'expired', 'refunded', 'charged_back'] as const) {
      expect(statusAdvances('pending', to)).toBe(true);
    }
    expect(statusAdvances('approved', 'refunded')).toBe(true);
    expect(statusAdvances('approved', 'charged_back')).toBe(true);
  });

  it('never moves back, sideways or to itself', () => {
    for (const s of ALL) expect(statusAdvances(s, s)).toBe(false);
    for (const s of ALL) expect(statusAdvances(s, 'pending')).toBe(false);
    expect(statusAdvances('approved', 'declined')).toBe(false);
    expect(statusAdvances('declined', 'approved')).toBe(false);
    expect(statusAdvances('expired', 'approved')).toBe(false);
    expect(statusAdvances('refunded', 'approved')).toBe(false);
    expect(statusAdvances('refunded', 'charged_back')).toBe(false);
  });

  it('keeps the current status for replayed or out-of-order news', () => {
    const news: PaymentStatus[] = ['approved', 'pending', 'approved', 'refunded', 'approved', 'pending'];
    expect(news.reduce(nextStatus, 'pending' as PaymentStatus)).toBe('refunded');
    // Whatever order the same news arrives in, an approved-then-refunded payment ends refunded.
    expect(
      (['refunded', 'approved', 'pending'] as PaymentStatus[]).reduce(nextStatus, 'pending' as PaymentStatus),
    ).toBe('refunded');
  });
});

describe('webhook signature', () => {
  it("matches Mercado Pago's published vector", () => {
    expect(
      hmacHex('test-secret', 'id:123456;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1742505638683;'),
    ).toBe('9183876b0461ce2d229394a1feef35d6e4c76e09358e7d4583705b7d14183a6a');
  });

  it('parses the header and refuses malformed ones', () => {
    const v1 = 'a'.repeat(64);
    expect(parseSignatureHeader(`ts=1742505638683,v1=${v1}`)).toEqual({ ts: '1742505638683', v1 });
    expect(parseSignatureHeader(` ts = 1 , v1 = ${v1} `)).toEqual({ ts: '1', v1 });
    expect(parseSignatureHeader('ts=1')).toBeNull();
    expect(parseSignatureHeader(`ts=abc,v1=${v1}`)).toBeNull();
    expect(parseSignatureHeader('ts=1,v1=zz')).toBeNull();
    expect(parseSignatureHeader(undefined)).toBeNull();
  });

  it('checks the HMAC, then the timestamp', () => {
    const manifest = 'id:1;request-id:r;ts:1000;';
    const good = { ts: '1000', v1: hmacHex('k', manifest) };
    expect(signatureProblem(good, 'k', manifest, 1000 + 60_000)).toBeNull();
    expect(signatureProblem(good, 'k', manifest, 1000 + 10 * 60_000)).toBe('assinatura expirada');
    expect(signatureProblem(good, 'outra', manifest, 1000)).toBe('assinatura inválida');
    expect(signatureProblem({ ...good, v1: 'b'.repeat(64) }, 'k', manifest, 1000)).toBe(
      'assinatura inválida',
    );
  });
});
