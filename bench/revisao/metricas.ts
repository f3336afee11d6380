/**
 * How well a predicted chance of recall matches what happened: log loss (the mean negative log-likelihood,
 * lower is better; ln 2 ≈ 0.693 is a coin toss) and calibration (predictions in ten bins of width 0.1, the
 * mean prediction of each bin against the share recalled; the expected calibration error is the
 * count-weighted mean gap).
 */

const LIMITE = 1e-6;

/** −ln of the probability the prediction gave to what happened (p clipped to [1e-6, 1 − 1e-6]). */
export function perdaLogaritmica(p: number, lembrou: boolean): number {
  const q = Math.min(1 - LIMITE, Math.max(LIMITE, p));
  return -Math.log(lembrou ? q : 1 - q);
}

export interface Faixa {
  /** Lower edge of the bin. */
  de: number;
  n: number;
  previsto: number;
  observado: number;
}

export const FAIXAS = 10;

/** Accumulates predictions and outcomes, one at a time (a run has millions). */
export class Afericao {
  n = 0;
  private soma = 0;
  private readonly faixas = Array.from({ length: FAIXAS }, () => ({ n: 0, p: 0, y: 0 }));

  adicionar(p: number, lembrou: boolean) {
    this.n++;
    this.soma += perdaLogaritmica(p, lembrou);
    const f = this.faixas[Math.min(FAIXAS - 1, Math.max(0, Math.floor(p * FAIXAS)))]!;
    f.n++;
    f.p += p;
    if (lembrou) f.y++;
  }

  logLoss(): number {
    return this.n === 0 ? Number.NaN : this.soma / this.n;
  }

  calibracao(): Faixa[] {
    return this.faixas.map((f, i) => ({
      de: i / FAIXAS,
      n: f.n,
      previsto: f.n ? f.p / f.n : Number.NaN,
      observado: f.n ? f.y / f.n : Number.NaN,
    }));
  }

  /** Expected calibration error: Σ n_b/N · |mean prediction_b − share recalled_b|. */
  ece(): number {
    if (this.n === 0) return Number.NaN;
    let s = 0;
    for (const f of this.calibracao()) if (f.n) s += (f.n / this.n) * Math.abs(f.previsto - f.observado);
    return s;
  }

  /** The share recalled over everything added. */
  taxa(): number {
    return this.faixas.reduce((s, f) => s + f.y, 0) / this.n;
  }
}

/** Mean and the half-width of its 95 % normal interval. */
export function media(xs: ArrayLike<number>): { media: number; ic95: number } {
  const n = xs.length;
  let s = 0;
  for (let i = 0; i < n; i++) s += xs[i]!;
  const m = s / n;
  let v = 0;
  for (let i = 0; i < n; i++) v += (xs[i]! - m) ** 2;
  return { media: m, ic95: n > 1 ? 1.96 * Math.sqrt(v / (n - 1) / n) : Number.NaN };
}
