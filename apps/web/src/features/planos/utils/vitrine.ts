import {
  destaqueParcelamento,
  TEXTO_PARCELA_UNICA,
  textoParcela,
} from '@aprovei/shared/assinatura/parcelas.rules';
import { reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import type { TPlano } from '@aprovei/shared/planos/planos.schemas';

export { TEXTO_PARCELA_UNICA };

const porOrdem = (a: TPlano, b: TPlano) => a.ordem - b.ordem || a.id - b.id;

/** The plans by ordem, the highlighted ones (ehDestaque) apart (spec doc 2 §4). */
export function separarPlanos(planos: readonly TPlano[]): { destaques: TPlano[]; demais: TPlano[] } {
  const ordenados = [...planos].sort(porOrdem);
  return {
    destaques: ordenados.filter((p) => p.ehDestaque),
    demais: ordenados.filter((p) => !p.ehDestaque),
  };
}

/** A free plan (valorIntegralPlano 0 or less) only registers: no payment (spec doc 2 §4). */
export const planoGratuito = (plano: Pick<TPlano, 'valorIntegralPlano'>) => plano.valorIntegralPlano <= 0;

/**
 * What a card says of the price (spec doc 2 §4): the option with the most instalments,
 * 'NNx de R$ value sem juros', and 'Não ocupa o limite do cartão' when it is a single payment.
 */
export function parcelamentoDoCard(
  plano: Pick<TPlano, 'planoParcelado' | 'valorIntegralPlano'>,
): { texto: string; observacao: string | null } | null {
  if (planoGratuito(plano)) return null;
  const destaque = destaqueParcelamento(plano.planoParcelado);
  if (!destaque) return null;
  const { qtdParcela, valorParcelado } = destaque.opcao;
  return {
    texto: textoParcela(qtdParcela, reaisParaCentavos(valorParcelado)),
    observacao: destaque.observacao,
  };
}
