/**
 * Interest-free instalments (spec doc 2 §4): a total in centavos split in 1..N parcels. Every parcel is
 * the total divided by the count, rounded down to the centavo; the leftover centavos (fewer than the
 * count) go on the first parcel, so the parcels always add up to the total exactly.
 * The spec names no minimum parcel value, so none is applied.
 */
import { formatarCentavos } from '../dinheiro/dinheiro.rules.ts';

/** The card line of a plan paid in one go (spec doc 2 §4). */
export const TEXTO_PARCELA_UNICA = 'Não ocupa o limite do cartão';

/** An instalment option of a total, as the plan list and the checkout selector show it. */
export interface OpcaoParcelamento {
  qtdParcela: number;
  /** The first parcel, which carries the leftover centavos. */
  valorPrimeiraParcelaCentavos: number;
  /** Each of the other parcels: the total divided by the count, rounded down (the value shown). */
  valorParcelaCentavos: number;
  /** 'NNx de R$ value sem juros'. */
  texto: string;
}

function conferir(totalCentavos: number, quantidade: number): void {
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos < 0) {
    throw new RangeError(`total em centavos inválido: ${totalCentavos}`);
  }
  if (!Number.isSafeInteger(quantidade) || quantidade < 1) {
    throw new RangeError(`quantidade de parcelas inválida: ${quantidade}`);
  }
}

/** The parcels of `totalCentavos` in `quantidade` instalments, first to last: they sum to the total. */
export function dividirEmParcelas(totalCentavos: number, quantidade: number): number[] {
  conferir(totalCentavos, quantidade);
  const parcela = Math.floor(totalCentavos / quantidade);
  const sobra = totalCentavos - parcela * quantidade;
  return Array.from({ length: quantidade }, (_, i) => (i === 0 ? parcela + sobra : parcela));
}

/**
 * 'NNx de R$ value sem juros' (3 → '3x de R$ 33,33 sem juros'): the count without padding and the
 * value of the regular parcel; the first one may be up to count − 1 centavos more.
 */
export function textoParcela(qtdParcela: number, valorParcelaCentavos: number): string {
  return `${qtdParcela}x de ${formatarCentavos(valorParcelaCentavos)} sem juros`;
}

/** The options 1x..maxParcelas of a total (plan checkout, and e-books up to the count the server gives). */
export function opcoesParcelamento(totalCentavos: number, maxParcelas: number): OpcaoParcelamento[] {
  conferir(totalCentavos, maxParcelas);
  return Array.from({ length: maxParcelas }, (_, i) => {
    const qtdParcela = i + 1;
    const parcelas = dividirEmParcelas(totalCentavos, qtdParcela);
    const valorParcelaCentavos = parcelas.at(-1) as number;
    return {
      qtdParcela,
      valorPrimeiraParcelaCentavos: parcelas[0] as number,
      valorParcelaCentavos,
      texto: textoParcela(qtdParcela, valorParcelaCentavos),
    };
  });
}

/** The option the checkout preselects: the only one when there is exactly one, else none (spec doc 2 §4). */
export function parcelaPreSelecionada(
  opcoes: readonly Pick<OpcaoParcelamento, 'qtdParcela'>[],
): number | null {
  return opcoes.length === 1 ? (opcoes[0] as { qtdParcela: number }).qtdParcela : null;
}

/**
 * What a plan card shows (spec doc 2 §4): the option with the most instalments, and
 * 'Não ocupa o limite do cartão' when that option is a single payment. Null without options.
 */
export function destaqueParcelamento<O extends Pick<OpcaoParcelamento, 'qtdParcela'>>(
  opcoes: readonly O[],
): { opcao: O; observacao: string | null } | null {
  if (opcoes.length === 0) return null;
  const opcao = opcoes.reduce((maior, o) => (o.qtdParcela > maior.qtdParcela ? o : maior));
  return { opcao, observacao: opcao.qtdParcela === 1 ? TEXTO_PARCELA_UNICA : null };
}
