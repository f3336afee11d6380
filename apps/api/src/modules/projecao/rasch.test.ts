import { describe, expect, it } from 'vitest';
import { acertoEsperado, ajustarRasch, estimarHabilidade, type Respostas } from './rasch.ts';

/** mulberry32: the same simulated answers on every run. */
function sorteio(semente: number) {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box–Muller). */
const normal = (acaso: () => number) =>
  Math.sqrt(-2 * Math.log(1 - acaso())) * Math.cos(2 * Math.PI * acaso());

/** Answers simulated from the model itself; `fracao` of the items answered by each person (sparse designs). */
function simular(dificuldades: number[], nPessoas: number, fracao: number, semente: number) {
  const acaso = sorteio(semente);
  const pessoa: number[] = [];
  const item: number[] = [];
  const certa: number[] = [];
  for (let p = 0; p < nPessoas; p++) {
    const theta = normal(acaso);
    for (const [i, b] of dificuldades.entries()) {
      if (acaso() >= fracao) continue;
      pessoa.push(p);
      item.push(i);
      certa.push(acaso() < 1 / (1 + Math.exp(-(theta - b))) ? 1 : 0);
    }
  }
  const r: Respostas = {
    pessoa: Int32Array.from(pessoa),
    item: Int32Array.from(item),
    certa: Uint8Array.from(certa),
  };
  return r;
}

const centradas = (xs: number[]) => {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  return xs.map((x) => x - m);
};
const rmse = (a: number[], b: number[]) =>
  Math.sqrt(a.reduce((s, x, i) => s + (x - b[i]!) ** 2, 0) / a.length);

// Stated tolerance (docs/projecao.md): root mean square error ≤ 0.15 logit and no item off by more than 0.35.
describe('ajustarRasch (JML)', () => {
  it('recovers known difficulties from 1,000 simulated students answering 30 items', () => {
    const verdadeiras = centradas(Array.from({ length: 30 }, (_, i) => -2.5 + (5 * i) / 29));
    const ajuste = ajustarRasch(simular(verdadeiras, 1000, 1, 7), 1000, 30);
    expect(ajuste.convergiu).toBe(true);
    const estimadas = Array.from(ajuste.dificuldade);
    expect(rmse(estimadas, verdadeiras)).toBeLessThan(0.15);
    for (const [i, b] of estimadas.entries()) expect(Math.abs(b - verdadeiras[i]!)).toBeLessThan(0.35);
    // The standard errors are those of ~1,000 answers an item: about 0.07–0.15 logit.
    for (const e of ajuste.erroPadrao) expect(e).toBeGreaterThan(0.05);
  });

  it('recovers them from a sparse design: 3,000 students each answering about a third of 60 items', () => {
    const acaso = sorteio(3);
    const verdadeiras = centradas(Array.from({ length: 60 }, () => 3 * (acaso() - 0.5) * 2));
    const ajuste = ajustarRasch(simular(verdadeiras, 3000, 1 / 3, 11), 3000, 60);
    expect(ajuste.convergiu).toBe(true);
    const estimadas = Array.from(ajuste.dificuldade);
    expect(rmse(estimadas, verdadeiras)).toBeLessThan(0.15);
    for (const [i, b] of estimadas.entries()) expect(Math.abs(b - verdadeiras[i]!)).toBeLessThan(0.35);
  });

  it('leaves out an item everyone got right (no finite difficulty)', () => {
    const r: Respostas = {
      pessoa: Int32Array.from([0, 0, 1, 1, 2, 2]),
      item: Int32Array.from([0, 1, 0, 1, 0, 1]),
      certa: Uint8Array.from([1, 1, 1, 0, 1, 1]),
    };
    const ajuste = ajustarRasch(r, 3, 2);
    expect(Number.isNaN(ajuste.dificuldade[0]!)).toBe(true);
  });
});

describe('estimarHabilidade', () => {
  it('finds the ability that makes the expected score the observed one (up to the weak prior)', () => {
    const bs = Array.from({ length: 40 }, (_, i) => -2 + i / 10);
    const respostas = bs.map((dificuldade, i) => ({ dificuldade, certa: i % 4 !== 0 }));
    const { theta, erroPadrao } = estimarHabilidade(respostas);
    const { acerto } = acertoEsperado(theta, bs);
    // 30 of 40 right; the prior pulls θ a little toward 0.
    expect(acerto).toBeLessThan(0.75);
    expect(acerto).toBeGreaterThan(0.72);
    expect(erroPadrao).toBeGreaterThan(0.3);
    expect(erroPadrao).toBeLessThan(0.45);
  });

  it('stays finite for an all-right record', () => {
    const { theta, erroPadrao } = estimarHabilidade([{ dificuldade: 0, certa: true }]);
    expect(Number.isFinite(theta)).toBe(true);
    expect(theta).toBeGreaterThan(0);
    expect(erroPadrao).toBeLessThan(2);
  });
});
