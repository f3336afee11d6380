import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { gerador } from '../test-support/gerador.ts';
import {
  BrCodeInvalido,
  type CobrancaPix,
  crc16,
  formatarValorPix,
  gerarBrCode,
  lerBrCode,
  normalizarTextoPix,
} from './brcode.rules.ts';

/** The Central Bank's static example (shared/notes/payments.md). */
const EXEMPLO_BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const EXEMPLO_BCB_COM_VALOR =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-42665544000052040000530398654061' +
  '23.455802BR5913Fulano de Tal6008BRASILIA62070503***6304A5A2';
const CHAVE_BCB = '123e4567-e12b-12d1-a456-426655440000';

describe('CRC16-CCITT-FALSE', () => {
  it('gives the check value 29B1 for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('zero-pads and writes uppercase hex', () => {
    expect(crc16('')).toBe('FFFF');
    expect(crc16('A')).toBe('B915');
    // Some input gives a CRC below 0x1000: it still has 4 digits.
    const curto = Array.from({ length: 5000 }, (_, i) => crc16(`x${i}`)).find((c) => c.startsWith('0'));
    expect(curto).toMatch(/^0[0-9A-F]{3}$/);
  });
});

describe('gerarBrCode', () => {
  it("reproduces the Central Bank's static example byte for byte", () => {
    expect(
      gerarBrCode({ chave: CHAVE_BCB, nomeRecebedor: 'Fulano de Tal', cidadeRecebedor: 'BRASILIA' }),
    ).toBe(EXEMPLO_BCB);
  });

  it('reproduces the same example with the amount 123.45 (CRC A5A2)', () => {
    expect(
      gerarBrCode({
        chave: CHAVE_BCB,
        nomeRecebedor: 'Fulano de Tal',
        cidadeRecebedor: 'BRASILIA',
        valorCentavos: 12345,
      }),
    ).toBe(EXEMPLO_BCB_COM_VALOR);
  });

  it('writes a dynamic code: single use, URL in 26/25, txid ***', () => {
    const codigo = gerarBrCode({
      url: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
      nomeRecebedor: 'Aprovei Educação Ltda',
      cidadeRecebedor: 'São Paulo',
      valorCentavos: 19990,
    });
    expect(codigo).toMatch(
      /^00020101021226760014br\.gov\.bcb\.pix2554pix\.example\.com\/qr\/v2\/9d36b84fc70b478fb95c12729b90ca255204/,
    );
    expect(codigo).toContain('53039865406199.905802BR');
    expect(codigo).toContain('5921Aprovei Educacao Ltda6009Sao Paulo');
    expect(codigo).toContain('62070503***6304');
  });

  it('normalises name and city: no accents, printable ASCII, cut to 25 and 15', () => {
    expect(normalizarTextoPix('  Ótima   Formação ®  ', 25)).toBe('Otima Formacao');
    expect(normalizarTextoPix('Aprovei Cursos Preparatórios Ltda', 25)).toBe('Aprovei Cursos Preparator');
    expect(normalizarTextoPix('São José dos Campos', 15)).toBe('Sao Jose dos Ca');
    expect(normalizarTextoPix('Rio de Janeiro X', 15)).toBe('Rio de Janeiro');
  });

  it('writes amounts with a dot and two decimals', () => {
    expect(formatarValorPix(1)).toBe('0.01');
    expect(formatarValorPix(100)).toBe('1.00');
    expect(formatarValorPix(123456789)).toBe('1234567.89');
    expect(() => formatarValorPix(0)).toThrow(RangeError);
    expect(() => formatarValorPix(1.5)).toThrow(RangeError);
  });

  it('carries a text in 26/02 only when something is left of it', () => {
    const base = { chave: 'k', nomeRecebedor: 'A', cidadeRecebedor: 'B' };
    expect(lerBrCode(gerarBrCode({ ...base, infoAdicional: 'Plano Anual — Aprovei' })).infoAdicional).toBe(
      'Plano Anual Aprovei',
    );
    expect(gerarBrCode({ ...base, infoAdicional: ' ✓ ' })).toBe(gerarBrCode(base));
  });

  it('refuses a bad txid, a URL with its scheme, a missing key and an oversized account field', () => {
    const base = { nomeRecebedor: 'A', cidadeRecebedor: 'B' };
    expect(() => gerarBrCode({ ...base, chave: 'k', txid: 'com-hífen' })).toThrow(RangeError);
    expect(() => gerarBrCode({ ...base, chave: 'k', txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(() => gerarBrCode({ ...base, url: 'https://pix.example.com/x' })).toThrow(RangeError);
    expect(() => gerarBrCode({ ...base, chave: '' })).toThrow(RangeError);
    expect(() => gerarBrCode({ ...base, chave: 'k'.repeat(77), infoAdicional: 'texto longo' })).toThrow(
      RangeError,
    );
    expect(() => gerarBrCode({ nomeRecebedor: 'ÇÇ', cidadeRecebedor: ' ', chave: 'k' })).toThrow(RangeError);
  });
});

describe('lerBrCode', () => {
  it('reads the Central Bank example', () => {
    expect(lerBrCode(EXEMPLO_BCB)).toEqual({
      chave: CHAVE_BCB,
      url: null,
      infoAdicional: null,
      valorCentavos: null,
      nomeRecebedor: 'Fulano de Tal',
      cidadeRecebedor: 'BRASILIA',
      cepRecebedor: null,
      txid: '***',
      unicoUso: false,
      crc: '1D3D',
    });
    expect(lerBrCode(EXEMPLO_BCB_COM_VALOR).valorCentavos).toBe(12345);
  });

  it('rejects the example ending 1D3E, a lowercase CRC and a truncated code', () => {
    expect(() => lerBrCode(EXEMPLO_BCB.replace(/1D3D$/, '1D3E'))).toThrow(BrCodeInvalido);
    expect(() => lerBrCode(EXEMPLO_BCB.replace(/1D3D$/, '1d3d'))).toThrow(BrCodeInvalido);
    expect(() => lerBrCode(EXEMPLO_BCB.slice(0, 40))).toThrow(BrCodeInvalido);
  });
});

describe('an independent parser (pix-utils) reads our codes', () => {
  it('rejects the example ending 1D3E or with a lowercase CRC, as ours does', () => {
    expect(hasError(parsePix(EXEMPLO_BCB))).toBe(false);
    expect(hasError(parsePix(EXEMPLO_BCB.replace(/1D3D$/, '1D3E')))).toBe(true);
    expect(hasError(parsePix(EXEMPLO_BCB.replace(/1D3D$/, '1d3d')))).toBe(true);
  });

  const aleatorio = gerador(986);
  const escolher = <T>(lista: readonly T[]): T => lista[Math.floor(aleatorio() * lista.length)] as T;
  const nomes = ['Aprovei Educação Ltda', 'Fulano de Tal', 'Ação & Companhia Preparatória S.A.', 'X'];
  const cidades = ['São Paulo', 'BRASILIA', 'Florianópolis', 'Itaquaquecetuba', 'Ji-Paraná'];
  const chaves = [CHAVE_BCB, '+5561999998888', 'financeiro@aprovei.dev', '52998224725'];
  const cobrancas: CobrancaPix[] = Array.from({ length: 200 }, (_, i) => {
    const comum = {
      nomeRecebedor: escolher(nomes),
      cidadeRecebedor: escolher(cidades),
      ...(i % 5 === 0 ? {} : { valorCentavos: 1 + Math.floor(aleatorio() * 10_000_000) }),
    };
    if (i % 3 === 0) return { ...comum, url: `pix.aprovei.dev/cob/${i.toString(36).padStart(25, 'q')}` };
    return {
      ...comum,
      chave: escolher(chaves),
      ...(i % 2 ? { txid: `FAT${i}x${Math.floor(aleatorio() * 1e9)}` } : {}),
    };
  });

  it.each(cobrancas.map((c, i) => [i, c] as const))(
    'code %i: key or URL, amount, name, city, txid and CRC',
    (_, cobranca) => {
      const codigo = gerarBrCode(cobranca);
      const nosso = lerBrCode(codigo);
      const deles = parsePix(codigo);
      if (hasError(deles)) throw new Error(`pix-utils recusou ${codigo}: ${deles.message}`);
      if (deles.type === 'INVALID') throw new Error(`pix-utils: ${deles.details}`);

      expect(nosso.nomeRecebedor).toBe(normalizarTextoPix(cobranca.nomeRecebedor, 25));
      expect(nosso.cidadeRecebedor).toBe(normalizarTextoPix(cobranca.cidadeRecebedor, 15));
      expect(deles.merchantName).toBe(nosso.nomeRecebedor);
      expect(deles.merchantCity).toBe(nosso.cidadeRecebedor);
      expect(deles.transactionCurrency).toBe('986');
      expect(deles.countryCode).toBe('BR');
      expect(nosso.valorCentavos).toBe(cobranca.valorCentavos ?? null);
      expect(nosso.crc).toBe(codigo.slice(-4));

      if (deles.type === 'DYNAMIC') {
        expect(cobranca.url).toBeDefined();
        expect(deles.url).toBe(cobranca.url);
        expect(nosso.url).toBe(cobranca.url);
        expect(nosso.txid).toBe('***');
        expect(nosso.unicoUso).toBe(true);
      } else {
        expect(deles.type).toBe('STATIC');
        if (deles.type !== 'STATIC') return;
        expect(deles.pixKey).toBe(cobranca.chave);
        expect(nosso.chave).toBe(cobranca.chave);
        expect(deles.txid).toBe(nosso.txid);
        expect(nosso.txid).toBe(cobranca.txid ?? '***');
        expect(deles.transactionAmount).toBe((cobranca.valorCentavos ?? 0) / 100);
      }
    },
  );
});
