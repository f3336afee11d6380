/*
 * The Rasch (one-parameter logistic) model, P(right) = 1 / (1 + e^−(θ − b)), fitted by joint maximum
 * likelihood (docs/projecao.md): the persons' abilities θ and the items' difficulties b estimated in turn by
 * Newton steps until they settle. Pure and written for this project; the nightly job feeds it the latest
 * answers to the items with enough answers and stores the difficulties.
 */

const logistica = (x: number) => 1 / (1 + Math.exp(-x));

/** Answers as parallel arrays: person index, item index, right (1) or wrong (0). */
export interface Respostas {
  pessoa: Int32Array;
  item: Int32Array;
  certa: Uint8Array;
}

export interface AjusteRasch {
  /** Per item: the difficulty (logits, centred on the items' mean) and its standard error; NaN for an item left out. */
  dificuldade: Float64Array;
  erroPadrao: Float64Array;
  /** Per item: the answers it was fitted from (those of persons with a non-extreme score). */
  respostas: Int32Array;
  iteracoes: number;
  convergiu: boolean;
}

/** Newton steps are clipped to this many logits: the first steps from 0 can overshoot. */
const PASSO_MAXIMO = 1;

/**
 * JML over `nPessoas` × `nItens`. Persons and items with an extreme score (all right or all wrong: no finite
 * estimate) are left out, repeatedly, since leaving out one can make another extreme. The difficulties are
 * centred on their mean (the scale's origin) and multiplied by (L − 1) / L, L the mean number of items a person
 * answered: Wright's correction of JML's known spread bias.
 */
export function ajustarRasch(
  r: Respostas,
  nPessoas: number,
  nItens: number,
  { tolerancia = 1e-4, maxIteracoes = 200 } = {},
): AjusteRasch {
  const n = r.pessoa.length;
  const ativa = new Uint8Array(n).fill(1);
  const pessoaAtiva = new Uint8Array(nPessoas).fill(1);
  const itemAtivo = new Uint8Array(nItens).fill(1);
  const acertosP = new Float64Array(nPessoas);
  const totalP = new Float64Array(nPessoas);
  const acertosI = new Float64Array(nItens);
  const totalI = new Float64Array(nItens);

  // Leave out the extreme persons and items until none is.
  for (let mudou = true; mudou; ) {
    mudou = false;
    acertosP.fill(0);
    totalP.fill(0);
    acertosI.fill(0);
    totalI.fill(0);
    for (let k = 0; k < n; k++) {
      if (!ativa[k]) continue;
      const p = r.pessoa[k]!;
      const i = r.item[k]!;
      if (!pessoaAtiva[p] || !itemAtivo[i]) {
        ativa[k] = 0;
        continue;
      }
      totalP[p]! += 1;
      acertosP[p]! += r.certa[k]!;
      totalI[i]! += 1;
      acertosI[i]! += r.certa[k]!;
    }
    for (let p = 0; p < nPessoas; p++)
      if (pessoaAtiva[p] && (acertosP[p] === 0 || acertosP[p] === totalP[p])) {
        pessoaAtiva[p] = 0;
        mudou = true;
      }
    for (let i = 0; i < nItens; i++)
      if (itemAtivo[i] && (acertosI[i] === 0 || acertosI[i] === totalI[i])) {
        itemAtivo[i] = 0;
        mudou = true;
      }
  }

  const theta = new Float64Array(nPessoas);
  const b = new Float64Array(nItens);
  // Start from the log-odds of the raw scores.
  for (let p = 0; p < nPessoas; p++)
    if (pessoaAtiva[p]) theta[p] = Math.log(acertosP[p]! / (totalP[p]! - acertosP[p]!));
  for (let i = 0; i < nItens; i++)
    if (itemAtivo[i]) b[i] = -Math.log(acertosI[i]! / (totalI[i]! - acertosI[i]!));

  const esperado = new Float64Array(Math.max(nPessoas, nItens));
  const informacao = new Float64Array(Math.max(nPessoas, nItens));
  let iteracoes = 0;
  let convergiu = false;
  while (iteracoes < maxIteracoes && !convergiu) {
    iteracoes++;
    // Abilities given the difficulties.
    esperado.fill(0, 0, nPessoas);
    informacao.fill(0, 0, nPessoas);
    for (let k = 0; k < n; k++) {
      if (!ativa[k]) continue;
      const p = r.pessoa[k]!;
      const pr = logistica(theta[p]! - b[r.item[k]!]!);
      esperado[p]! += pr;
      informacao[p]! += pr * (1 - pr);
    }
    let maior = 0;
    for (let p = 0; p < nPessoas; p++) {
      if (!pessoaAtiva[p]) continue;
      const passo = limitar((acertosP[p]! - esperado[p]!) / informacao[p]!);
      theta[p]! += passo;
      maior = Math.max(maior, Math.abs(passo));
    }
    // Difficulties given the abilities.
    esperado.fill(0, 0, nItens);
    informacao.fill(0, 0, nItens);
    for (let k = 0; k < n; k++) {
      if (!ativa[k]) continue;
      const i = r.item[k]!;
      const pr = logistica(theta[r.pessoa[k]!]! - b[i]!);
      esperado[i]! += pr;
      informacao[i]! += pr * (1 - pr);
    }
    let soma = 0;
    let ativos = 0;
    for (let i = 0; i < nItens; i++) {
      if (!itemAtivo[i]) continue;
      const passo = limitar((esperado[i]! - acertosI[i]!) / informacao[i]!);
      b[i]! += passo;
      maior = Math.max(maior, Math.abs(passo));
      soma += b[i]!;
      ativos++;
    }
    // The origin: the items' mean difficulty is 0 (the abilities move with it).
    const media = ativos > 0 ? soma / ativos : 0;
    for (let i = 0; i < nItens; i++) if (itemAtivo[i]) b[i]! -= media;
    for (let p = 0; p < nPessoas; p++) if (pessoaAtiva[p]) theta[p]! -= media;
    convergiu = maior < tolerancia;
  }

  let itensPorPessoa = 0;
  let pessoas = 0;
  for (let p = 0; p < nPessoas; p++)
    if (pessoaAtiva[p]) {
      itensPorPessoa += totalP[p]!;
      pessoas++;
    }
  const L = pessoas > 0 ? itensPorPessoa / pessoas : 0;
  const correcao = L > 1 ? (L - 1) / L : 1;
  const dificuldade = new Float64Array(nItens).fill(Number.NaN);
  const erroPadrao = new Float64Array(nItens).fill(Number.NaN);
  const respostas = new Int32Array(nItens);
  for (let i = 0; i < nItens; i++) {
    if (!itemAtivo[i]) continue;
    dificuldade[i] = b[i]! * correcao;
    erroPadrao[i] = 1 / Math.sqrt(informacao[i]!);
    respostas[i] = totalI[i]!;
  }
  return { dificuldade, erroPadrao, respostas, iteracoes, convergiu };
}

const limitar = (x: number) => Math.max(-PASSO_MAXIMO, Math.min(PASSO_MAXIMO, x));

/** Prior of the ability: N(0, 2²), weak enough to leave the data in charge, strong enough to keep it finite. */
const VARIANCIA_PRIORI = 4;

/**
 * One student's ability given the calibrated difficulties of the items they answered: the posterior mode under
 * the N(0, 2²) prior (finite for an all-right or all-wrong record), its standard error from the curvature.
 */
export function estimarHabilidade(respostas: readonly { dificuldade: number; certa: boolean }[]): {
  theta: number;
  erroPadrao: number;
} {
  let theta = 0;
  let info = 1 / VARIANCIA_PRIORI;
  for (let k = 0; k < 50; k++) {
    let gradiente = -theta / VARIANCIA_PRIORI;
    info = 1 / VARIANCIA_PRIORI;
    for (const r of respostas) {
      const p = logistica(theta - r.dificuldade);
      gradiente += (r.certa ? 1 : 0) - p;
      info += p * (1 - p);
    }
    const passo = limitar(gradiente / info);
    theta += passo;
    if (Math.abs(passo) < 1e-8) break;
  }
  return { theta, erroPadrao: 1 / Math.sqrt(info) };
}

/** The expected hit rate on a set of items at an ability, and its derivative in the ability. */
export function acertoEsperado(
  theta: number,
  dificuldades: readonly number[],
): { acerto: number; derivada: number } {
  let acerto = 0;
  let derivada = 0;
  for (const b of dificuldades) {
    const p = logistica(theta - b);
    acerto += p;
    derivada += p * (1 - p);
  }
  const n = Math.max(1, dificuldades.length);
  return { acerto: acerto / n, derivada: derivada / n };
}
