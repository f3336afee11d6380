import { textoParcela } from '@aprovei/shared/assinatura/parcelas.rules';
import type { MetodoPagamento } from '@aprovei/shared/assinatura/situacao';
import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import { centavosParaReais, reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { MENSAGENS_EBOOK, parcelasEbook } from '@aprovei/shared/ebook/ebook.rules';
import { useQuery } from '@tanstack/react-query';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatMoney } from '../../../lib/formatters';
import {
  ebooksCheckoutQueryOptions,
  pacotesEnviosQueryOptions,
  parcelasEbookQueryOptions,
  parcelasQueryOptions,
  planoQueryOptions,
  produtosCheckoutQueryOptions,
} from '../api/assinatura.api';

/** Texts of the checkout that the price part owns. */
export const ERRO_PLANO = 'Erro ao recuperar planos!. Tente novamente mais tarde.';

/**
 * What is bought: a plan, e-books (the address's `idPlano` null), or an open-question send pack alone
 * (issue 22 §1), priced by the server from their ids.
 */
export type CompraCheckout =
  | { tipo: 'plano'; idPlano: number }
  | { tipo: 'ebooks'; idEbooks: number[] }
  | { tipo: 'pacote'; idProduto: number };

/** Texts of the send pack's checkout. */
export const ERRO_PACOTES = 'Não foi possível carregar os pacotes de envios. Tente novamente mais tarde.';

/** A coupon applied, as the summary shows it (plan or e-books). */
export interface CupomAplicado {
  cupom: string;
  valorDesconto: number;
  valorComDesconto: number;
  /** The plan's instalments with the discount (plan coupons): the summary's 'NNx de R$ …'. */
  planoParcelado: { qtdParcela: number; valorParcelado: number }[] | null;
}

export interface OpcaoParcela {
  qtdParcela: number;
  valorParcelado: number;
}

/**
 * The prices of a checkout, all from the server: the plan or the e-books, the products offered, the
 * coupon's discount and the instalments of the total. The summary line ('3x de R$ … ou R$ … à vista')
 * follows the coupon, as the total and the instalments do.
 */
export function useCheckoutPrecos(
  compra: CompraCheckout,
  escolhas: {
    metodo: MetodoPagamento | null;
    produtos: readonly number[];
    cupom: CupomAplicado | null;
    cpf: string | null;
  },
) {
  const { metodo, cupom, cpf } = escolhas;
  const idPlano = compra.tipo === 'plano' ? compra.idPlano : 0;
  const idEbooks = compra.tipo === 'ebooks' ? compra.idEbooks : null;
  const plano = useQuery({ ...planoQueryOptions(idPlano), enabled: compra.tipo === 'plano' });
  const produtos = useQuery({ ...produtosCheckoutQueryOptions(idPlano), enabled: compra.tipo === 'plano' });
  const ebooks = useQuery({ ...ebooksCheckoutQueryOptions(idEbooks ?? []), enabled: idEbooks !== null });
  const pacotes = useQuery({ ...pacotesEnviosQueryOptions(), enabled: compra.tipo === 'pacote' });
  useErrorDialog(pacotes.error, ERRO_PACOTES);
  const pacote =
    compra.tipo === 'pacote' ? (pacotes.data ?? []).find((p) => p.id === compra.idProduto) : undefined;
  useErrorDialog(plano.error, ERRO_PLANO);
  useErrorDialog(produtos.error, MENSAGENS_CHECKOUT.erroProdutos);
  useErrorDialog(ebooks.error, MENSAGENS_EBOOK.erroListar);

  const itensEbook = ebooks.data ?? [];
  const somaEbooksCentavos = itensEbook.reduce((s, e) => s + reaisParaCentavos(e.valor), 0);
  const valorSemCupom =
    compra.tipo === 'plano'
      ? (plano.data?.valorIntegralPlano ?? 0)
      : compra.tipo === 'pacote'
        ? (pacote?.valor ?? 0)
        : centavosParaReais(somaEbooksCentavos);
  const valorPlano = cupom?.valorComDesconto ?? valorSemCupom;
  const escolhidos = (produtos.data ?? []).filter((p) => escolhas.produtos.includes(p.id));
  const totalCentavos =
    reaisParaCentavos(valorPlano) + escolhidos.reduce((s, p) => s + reaisParaCentavos(p.valor), 0);

  const parcelasPlano = useQuery({
    ...parcelasQueryOptions(idPlano, totalCentavos, cupom?.cupom ?? null, cpf),
    enabled: compra.tipo === 'plano' && metodo === 'CARTAO_CREDITO' && plano.isSuccess && totalCentavos > 0,
  });
  const parcelasEbooks = useQuery({
    ...parcelasEbookQueryOptions(totalCentavos),
    enabled: compra.tipo === 'ebooks' && metodo === 'CARTAO_CREDITO' && ebooks.isSuccess && totalCentavos > 0,
  });
  useErrorDialog(parcelasEbooks.error, MENSAGENS_EBOOK.erroParcelas);
  const opcoes: OpcaoParcela[] =
    compra.tipo === 'pacote'
      ? metodo === 'CARTAO_CREDITO'
        ? (pacote?.parcelas ?? [])
        : []
      : compra.tipo === 'plano'
        ? (parcelasPlano.data ?? [])
        : parcelasEbooks.data
          ? parcelasEbook(totalCentavos, parcelasEbooks.data).map((o) => ({
              qtdParcela: o.qtdParcela,
              valorParcelado: centavosParaReais(o.valorParcelaCentavos),
            }))
          : [];

  const p = plano.data;
  // The plan's own line: its longest instalment and its cash price, after the coupon when there is one.
  const parcelado = cupom?.planoParcelado ?? p?.planoParcelado ?? [];
  const maior = parcelado.at(-1);
  const aVista = `${formatMoney(valorPlano)} à vista`;
  const linhaResumo =
    maior && parcelado.length > 1
      ? `${textoParcela(maior.qtdParcela, reaisParaCentavos(maior.valorParcelado))} ou ${aVista}`
      : aVista;

  return {
    plano: p,
    produtos: produtos.data ?? [],
    itensEbook,
    /** What the summary lists one by one: the e-books, or the send pack. */
    itensAvulsos: compra.tipo === 'pacote' ? (pacote ? [pacote] : []) : itensEbook,
    carregando:
      compra.tipo === 'plano'
        ? plano.isPending
        : compra.tipo === 'pacote'
          ? pacotes.isPending
          : ebooks.isPending,
    /** What is bought could not be loaded (the error dialog says so) or is not sold to this buyer. */
    indisponivel: compra.tipo === 'plano' ? !p : compra.tipo === 'pacote' ? !pacote : itensEbook.length === 0,
    jaAdquirido: itensEbook.some((e) => e.adquirido),
    valorPlano,
    precoOriginal: p && (p.possuiDesconto || cupom) ? p.valorIntegralPlanoOriginal : null,
    linhaResumo,
    escolhidos,
    totalCentavos,
    opcoes,
    parcelasCarregando:
      compra.tipo === 'plano'
        ? parcelasPlano.isPending
        : compra.tipo === 'pacote'
          ? pacotes.isPending
          : parcelasEbooks.isPending,
    /** A failure reloads what is bought (spec doc 2 §4). */
    recarregar: () =>
      void (compra.tipo === 'plano'
        ? plano.refetch()
        : compra.tipo === 'pacote'
          ? pacotes.refetch()
          : ebooks.refetch()),
  };
}
export type CheckoutPrecos = ReturnType<typeof useCheckoutPrecos>;
