import { describe, expect, it } from 'vitest';
import {
  aplicarCupom,
  type CompraComCupom,
  type Cupom,
  calcularDesconto,
  codigoCupomValido,
  MENSAGENS_CUPOM,
  normalizarCodigoCupom,
  problemaPedidoCupom,
} from './cupom.rules.ts';

const CPF = '529.982.247-25';
const agora = new Date('2026-11-24T12:00:00Z');

const cupom: Cupom = {
  codigo: 'BEM VINDO',
  desconto: { tipo: 'PERCENTUAL', pontosBase: 1000 },
  validoDe: new Date('2026-11-01T03:00:00Z'),
  validoAte: new Date('2026-12-01T02:59:59.999Z'),
  limiteUsos: 100,
  limiteUsosPorCpf: 1,
  idsPlanos: [1, 2],
};

const compra: CompraComCupom = {
  totalCentavos: 29990,
  idPlano: 1,
  cpf: CPF,
  usos: { total: 0, doCpf: 0 },
  agora,
};

describe('coupon code', () => {
  it('keeps uppercase letters and single spaces, at most 25', () => {
    expect(normalizarCodigoCupom('  bem   vindo ')).toBe('BEM VINDO');
    expect(codigoCupomValido('BEM VINDO')).toBe(true);
    expect(codigoCupomValido('PROMOÇÃO')).toBe(true);
    expect(codigoCupomValido('A'.repeat(25))).toBe(true);
    for (const codigo of ['A'.repeat(26), 'BEM10', 'bem', 'BEM-VINDO', ' BEM', 'BEM  VINDO', '']) {
      expect(codigoCupomValido(codigo)).toBe(false);
    }
  });

  it('asks for the CPF first, with the spec text', () => {
    expect(problemaPedidoCupom('BEM VINDO', '')).toBe("Informe o campo 'CPF' para aplicar o cupom.");
    expect(problemaPedidoCupom('BEM VINDO', undefined)).toBe(MENSAGENS_CUPOM.cpfAusente);
    expect(problemaPedidoCupom('bem', null)).toBe(MENSAGENS_CUPOM.cpfAusente);
    expect(problemaPedidoCupom('BEM VINDO', '111.111.111-11')).toBe(MENSAGENS_CUPOM.cpfInvalido);
    expect(problemaPedidoCupom('', CPF)).toBe(MENSAGENS_CUPOM.codigoAusente);
    expect(problemaPedidoCupom('BEM10', CPF)).toBe(MENSAGENS_CUPOM.codigoInvalido);
    expect(problemaPedidoCupom('BEM VINDO', CPF)).toBeNull();
  });
});

describe('calcularDesconto', () => {
  it('takes a fixed amount off, never below zero', () => {
    expect(calcularDesconto({ tipo: 'VALOR_FIXO', valorCentavos: 5000 }, 29990)).toBe(5000);
    expect(calcularDesconto({ tipo: 'VALOR_FIXO', valorCentavos: 50000 }, 29990)).toBe(29990);
    expect(calcularDesconto({ tipo: 'VALOR_FIXO', valorCentavos: 100 }, 0)).toBe(0);
  });

  it('rounds a percentage to the nearest centavo, half up', () => {
    const dezPorCento = { tipo: 'PERCENTUAL', pontosBase: 1000 } as const;
    expect(calcularDesconto(dezPorCento, 29990)).toBe(2999);
    expect(calcularDesconto(dezPorCento, 5)).toBe(1); // 0,5 centavo → 1
    expect(calcularDesconto(dezPorCento, 4)).toBe(0); // 0,4 centavo → 0
    expect(calcularDesconto({ tipo: 'PERCENTUAL', pontosBase: 3333 }, 10000)).toBe(3333);
    expect(calcularDesconto({ tipo: 'PERCENTUAL', pontosBase: 1250 }, 19990)).toBe(2499); // 2498,75
    expect(calcularDesconto({ tipo: 'PERCENTUAL', pontosBase: 10000 }, 19990)).toBe(19990);
    expect(calcularDesconto({ tipo: 'PERCENTUAL', pontosBase: 15000 }, 19990)).toBe(19990);
  });

  it('never exceeds the total and is exact for every total and percentage', () => {
    for (let total = 0; total <= 2000; total += 7) {
      for (let pontosBase = 0; pontosBase <= 10000; pontosBase += 250) {
        const d = calcularDesconto({ tipo: 'PERCENTUAL', pontosBase }, total);
        expect(Number.isSafeInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(total);
        expect(Math.abs(d - (total * pontosBase) / 10000)).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => calcularDesconto({ tipo: 'VALOR_FIXO', valorCentavos: -1 }, 100)).toThrow(RangeError);
    expect(() => calcularDesconto({ tipo: 'VALOR_FIXO', valorCentavos: 1.5 }, 100)).toThrow(RangeError);
    expect(() => calcularDesconto({ tipo: 'PERCENTUAL', pontosBase: -100 }, 100)).toThrow(RangeError);
    expect(() => calcularDesconto({ tipo: 'VALOR_FIXO', valorCentavos: 1 }, 10.5)).toThrow(RangeError);
  });
});

describe('aplicarCupom', () => {
  it('gives the discount and the new total', () => {
    expect(aplicarCupom('BEM VINDO', cupom, compra)).toEqual({
      ok: true,
      descontoCentavos: 2999,
      totalComDescontoCentavos: 26991,
    });
  });

  it('refuses a missing CPF before anything else', () => {
    expect(aplicarCupom('BEM VINDO', null, { ...compra, cpf: '' })).toEqual({
      ok: false,
      mensagem: MENSAGENS_CUPOM.cpfAusente,
    });
  });

  it('refuses an unknown code, another plan, and e-books for a plan-only coupon', () => {
    const recusa = (mensagem: string) => ({ ok: false, mensagem });
    expect(aplicarCupom('BEM VINDO', null, compra)).toEqual(recusa(MENSAGENS_CUPOM.naoEncontrado));
    expect(aplicarCupom('OUTRO', cupom, compra)).toEqual(recusa(MENSAGENS_CUPOM.naoEncontrado));
    expect(aplicarCupom('BEM VINDO', cupom, { ...compra, idPlano: 3 })).toEqual(
      recusa(MENSAGENS_CUPOM.naoAplicavel),
    );
    expect(aplicarCupom('BEM VINDO', cupom, { ...compra, idPlano: null })).toEqual(
      recusa(MENSAGENS_CUPOM.naoAplicavel),
    );
    expect(aplicarCupom('BEM VINDO', { ...cupom, idsPlanos: null }, { ...compra, idPlano: null }).ok).toBe(
      true,
    );
  });

  it('keeps an e-book coupon (no plans) to e-books', () => {
    const soEbooks = { ...cupom, idsPlanos: [] };
    expect(aplicarCupom('BEM VINDO', soEbooks, { ...compra, idPlano: null }).ok).toBe(true);
    expect(aplicarCupom('BEM VINDO', soEbooks, compra)).toEqual({
      ok: false,
      mensagem: MENSAGENS_CUPOM.naoAplicavel,
    });
  });

  it('holds from validoDe to validoAte, both inclusive', () => {
    const em = (iso: string) => aplicarCupom('BEM VINDO', cupom, { ...compra, agora: new Date(iso) });
    expect(em('2026-11-01T02:59:59.999Z')).toEqual({ ok: false, mensagem: MENSAGENS_CUPOM.naoIniciado });
    expect(em('2026-11-01T03:00:00Z').ok).toBe(true);
    expect(em('2026-12-01T02:59:59.999Z').ok).toBe(true);
    expect(em('2026-12-01T03:00:00Z')).toEqual({ ok: false, mensagem: MENSAGENS_CUPOM.expirado });
    expect(
      aplicarCupom('BEM VINDO', { ...cupom, validoAte: null }, { ...compra, agora: new Date('2099-01-01') })
        .ok,
    ).toBe(true);
  });

  it('stops at the global limit, then at the per-CPF limit', () => {
    const com = (total: number, doCpf: number, extra: Partial<Cupom> = {}) =>
      aplicarCupom('BEM VINDO', { ...cupom, ...extra }, { ...compra, usos: { total, doCpf } });
    expect(com(99, 0).ok).toBe(true);
    expect(com(100, 0)).toEqual({ ok: false, mensagem: MENSAGENS_CUPOM.esgotado });
    expect(com(100, 1)).toEqual({ ok: false, mensagem: MENSAGENS_CUPOM.esgotado });
    expect(com(5, 1)).toEqual({ ok: false, mensagem: MENSAGENS_CUPOM.limiteCpf });
    expect(com(5, 1, { limiteUsosPorCpf: 2 }).ok).toBe(true);
    expect(com(1_000_000, 1_000, { limiteUsos: null, limiteUsosPorCpf: null }).ok).toBe(true);
  });

  it('takes a fixed amount off and stops at zero', () => {
    const fixo = { ...cupom, desconto: { tipo: 'VALOR_FIXO', valorCentavos: 40000 } as const };
    expect(aplicarCupom('BEM VINDO', fixo, compra)).toEqual({
      ok: true,
      descontoCentavos: 29990,
      totalComDescontoCentavos: 0,
    });
  });
});
