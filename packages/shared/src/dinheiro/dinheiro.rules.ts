/**
 * Money: integer centavos everywhere we compute or store (sums, discounts, instalments), reais with two
 * decimals only on the wire (as the spec shows), `R$ 1.234,56` only on screen (web `formatMoney`).
 */

/** 123456 → 1234.56 (exact: a whole number of centavos always has a two-decimal form). */
export function centavosParaReais(centavos: number): number {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`centavos inteiros esperados: ${centavos}`);
  return centavos / 100;
}

/** 1234.56 → 123456, rounding away the binary noise of a decimal (19.99 * 100 = 1998.9999…). */
export function reaisParaCentavos(reais: number): number {
  if (!Number.isFinite(reais)) throw new RangeError(`valor em reais inválido: ${reais}`);
  return Math.round(reais * 100);
}

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 123456 → 'R$ 1.234,56' (a no-break space after R$, as the web's formatMoney writes it): for texts
 * composed by the rules, such as an instalment's 'NNx de R$ value sem juros'.
 */
export function formatarCentavos(centavos: number): string {
  return reais.format(centavosParaReais(centavos));
}
