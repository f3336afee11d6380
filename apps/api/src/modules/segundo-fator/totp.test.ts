import { describe, expect, it } from 'vitest';
import { base32, deBase32, enderecoOtpauth, hotp, PASSO_SEGUNDOS, passoDoCodigo, totp } from './totp.ts';

const SEMENTE = Buffer.from('12345678901234567890');

describe('HOTP (RFC 4226, Appendix D)', () => {
  it('gives the appendix’s values for counters 0 to 9', () => {
    const esperados = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(esperados.map((_, i) => hotp(SEMENTE, i))).toEqual(esperados);
  });
});

describe('TOTP (RFC 6238, Appendix B, SHA1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s (8 digits)', (segundos, esperado) => {
    expect(totp(SEMENTE, segundos * 1000, 8)).toBe(esperado);
  });

  it('accepts one step of drift either side, and tells which step the code was', () => {
    const agora = 1111111111 * 1000;
    const passo = Math.floor(agora / 1000 / PASSO_SEGUNDOS);
    for (const d of [-1, 0, 1]) {
      const codigo = totp(SEMENTE, agora + d * PASSO_SEGUNDOS * 1000);
      expect(passoDoCodigo(SEMENTE, codigo, agora)).toBe(passo + d);
    }
    expect(passoDoCodigo(SEMENTE, totp(SEMENTE, agora + 2 * PASSO_SEGUNDOS * 1000), agora)).toBeNull();
    expect(passoDoCodigo(SEMENTE, totp(SEMENTE, agora - 2 * PASSO_SEGUNDOS * 1000), agora)).toBeNull();
    expect(passoDoCodigo(SEMENTE, 'abcdef', agora)).toBeNull();
  });
});

describe('base32 and the otpauth address', () => {
  it('encodes as RFC 4648 (no padding) and back', () => {
    expect(base32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32(SEMENTE)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(deBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').equals(SEMENTE)).toBe(true);
  });

  it('names the product and the account', () => {
    expect(enderecoOtpauth(SEMENTE, 'Aprovei Med', 'ana@exemplo.com')).toBe(
      'otpauth://totp/Aprovei%20Med:ana%40exemplo.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Aprovei%20Med',
    );
  });
});
