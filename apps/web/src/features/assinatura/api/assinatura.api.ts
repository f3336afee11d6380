import type {
  TAplicarCupomEbookQuery,
  TAplicarCupomQuery,
  TComprarProdutoBody,
  TContratacaoProdutos,
  TContratoPlano,
  TRealizarAssinaturaPlanoBody,
  TRealizarContratacaoEbookBody,
} from '@aprovei/shared/assinatura/assinatura.schemas';
import type { TEnderecoBody } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import type {
  TCupomAplicado,
  TPagamentoResposta,
  TProdutoCheckout,
} from '@aprovei/shared/checkout/checkout.schemas';
import type { TPedidoResumo } from '@aprovei/shared/checkout/pedido.schemas';
import type { TCupomEbookAplicado, TPaginaEbooks } from '@aprovei/shared/ebook/ebook.schemas';
import type { TPlano, TPlanoParcela } from '@aprovei/shared/planos/planos.schemas';
import type { TPacoteEnvios } from '@aprovei/shared/produtos/produtos.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assinaturaKeys } from './keys';

export const ERRO_CANCELAR_ASSINATURA = 'Não foi possível cancelar sua assinatura nesse momento...';
export const ERRO_ABRIR_CONTRATO = 'Não foi possível abrir o contrato. Tente novamente mais tarde.';
export const CONFIRMAR_CANCELAMENTO = 'Deseja realmente realizar o cancelamento da sua assinatura?';

/** GET assinatura/recuperar-ultima-assinatura-usuario: the platform's latest contract, or null. */
export const ultimaAssinaturaQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: assinaturaKeys.ultimaAssinatura(idPlataforma),
    queryFn: async ({ signal }) =>
      (await api.get<TContratoPlano | null | undefined>(
        'assinatura/recuperar-ultima-assinatura-usuario',
        { idPlataforma },
        signal,
      )) ?? null,
    retry: false,
  });

/** GET assinatura/recuperar-contratacoes-usuario: products bought, grouped by contract. */
export const contratacoesQueryOptions = () =>
  queryOptions({
    queryKey: assinaturaKeys.contratacoes(),
    queryFn: ({ signal }) =>
      api.get<TContratacaoProdutos[]>('assinatura/recuperar-contratacoes-usuario', undefined, signal),
    retry: false,
  });

/** GET produtos/baixar-arquivo/{id}: the file of a bought product (its owner only). */
export const arquivoProduto = (idProdutoComprado: number) =>
  api.blob(`produtos/baixar-arquivo/${idProdutoComprado}`);

/** POST assinatura/cancelar-assinatura?idContratacao: answers the contract as it is now. */
export function cancelarAssinatura(idContratacao: number): Promise<TContratoPlano> {
  return api.post<TContratoPlano>('assinatura/cancelar-assinatura', undefined, { idContratacao });
}

/** The contract PDF (base64) of a plan: mostrar-contrato, or mostrar-contrato2 for the national-exam plan. */
export function contratoBase64(idPlano: number, enare: boolean): Promise<string> {
  return api.get<string>(`planos/${enare ? 'mostrar-contrato2' : 'mostrar-contrato'}/${idPlano}`);
}

// ─── Checkout (spec doc 2 §4, §7) ─────────────────────────────────────────────────────────────────

/** GET planos/recuperar-plano-por-id/{id}: the plan being bought. */
export const planoQueryOptions = (idPlano: number) =>
  queryOptions({
    queryKey: assinaturaKeys.plano(idPlano),
    queryFn: ({ signal }) => api.get<TPlano>(`planos/recuperar-plano-por-id/${idPlano}`, undefined, signal),
    retry: false,
  });

/** GET produtos/recuperar-produtos-por-plano-checkout/{idPlano}: the add-on products offered. */
export const produtosCheckoutQueryOptions = (idPlano: number) =>
  queryOptions({
    queryKey: assinaturaKeys.produtosCheckout(idPlano),
    queryFn: ({ signal }) =>
      api.get<TProdutoCheckout[]>(
        `produtos/recuperar-produtos-por-plano-checkout/${idPlano}`,
        undefined,
        signal,
      ),
    retry: false,
  });

/**
 * GET planos/recupera-parcela-plano-mais-produto/{idPlano}/{total}/{cupom or -}/{cpf or -}: the
 * instalments of the plan (after its coupon) plus the products chosen; `total` in reais ('647.00').
 */
export const parcelasQueryOptions = (
  idPlano: number,
  totalCentavos: number,
  cupom: string | null,
  cpf: string | null,
) => {
  const total = (totalCentavos / 100).toFixed(2);
  const segmentoCupom = cupom ? encodeURIComponent(cupom) : '-';
  const segmentoCpf = cupom && cpf ? cpf : '-';
  return queryOptions({
    queryKey: assinaturaKeys.parcelas(idPlano, total, segmentoCupom, segmentoCpf),
    queryFn: ({ signal }) =>
      api.get<TPlanoParcela[]>(
        `planos/recupera-parcela-plano-mais-produto/${idPlano}/${total}/${segmentoCupom}/${segmentoCpf}`,
        undefined,
        signal,
      ),
    retry: false,
  });
};

/** GET assinatura/aplicar-desconto-cupom?cupom=&idPlano=&cpf= */
export const aplicarCupom = (query: TAplicarCupomQuery) =>
  api.get<TCupomAplicado>('assinatura/aplicar-desconto-cupom', query);

/** POST assinatura/realizar-assinatura-plano */
export const realizarAssinaturaPlano = (body: TRealizarAssinaturaPlanoBody) =>
  api.post<TPagamentoResposta>('assinatura/realizar-assinatura-plano', body);

/** POST conta/cadastra-endereco-usuario (the anonymous buyer's second step). */
export const cadastrarEndereco = (body: TEnderecoBody) =>
  api.post<{ mensagem: string }>('conta/cadastra-endereco-usuario', body);

// ─── E-book checkout (spec doc 2 §2 Plan checkout with idPlano null, §4, §7) ─────────────────────

/** GET ebook/listar-ebook?idEbooks=: the e-books being bought, as the server prices them. */
export const ebooksCheckoutQueryOptions = (idEbooks: readonly number[]) =>
  queryOptions({
    queryKey: assinaturaKeys.ebooks(idEbooks.join(',')),
    queryFn: async ({ signal }) =>
      (await api.get<TPaginaEbooks>('ebook/listar-ebook', { idEbooks: idEbooks.join(','), size: 50 }, signal))
        .content,
    retry: false,
  });

/** GET ebook/busca-parcelas-ebook?valorTotalEbooks=: how many instalments (1..N) the total allows. */
export const parcelasEbookQueryOptions = (totalCentavos: number) => {
  const valorTotalEbooks = (totalCentavos / 100).toFixed(2);
  return queryOptions({
    queryKey: assinaturaKeys.parcelasEbook(valorTotalEbooks),
    queryFn: ({ signal }) => api.get<number>('ebook/busca-parcelas-ebook', { valorTotalEbooks }, signal),
    retry: false,
  });
};

/** GET assinatura/aplicar-desconto-cupom-ebook?cupom=&idEbooks=1,2&cpf= */
export const aplicarCupomEbook = (query: Omit<TAplicarCupomEbookQuery, 'idEbooks'> & { idEbooks: string }) =>
  api.get<TCupomEbookAplicado>('assinatura/aplicar-desconto-cupom-ebook', query);

/** POST assinatura/realizar-contratacao-ebook */
export const realizarContratacaoEbook = (body: TRealizarContratacaoEbookBody) =>
  api.post<TPagamentoResposta>('assinatura/realizar-contratacao-ebook', body);

// ─── Open-question send packs bought on their own (issue 22 §1) ───────────────────────────────────

/** GET produtos/pacotes-envios: the packs the student (with a plan) may buy alone, with their instalments. */
export const pacotesEnviosQueryOptions = () =>
  queryOptions({
    queryKey: assinaturaKeys.pacotesEnvios,
    queryFn: ({ signal }) => api.get<TPacoteEnvios[]>('produtos/pacotes-envios', undefined, signal),
    retry: false,
  });

/** POST assinatura/comprar-produto */
export const comprarProduto = (body: TComprarProdutoBody) =>
  api.post<TPagamentoResposta>('assinatura/comprar-produto', body);

/** Polling of the Pix order screen (spec doc 2 §9). */
export const PIX_POLL_MS = 7000;

/**
 * GET assinatura/is-pagamento-pix-processado?idFatura=, every 7 s while the screen is open (TanStack
 * Query stops when it unmounts), until true; a 409 (the code expired) ends it too.
 */
export const pixProcessadoQueryOptions = (idFatura: number) =>
  queryOptions({
    queryKey: assinaturaKeys.pixProcessado(idFatura),
    queryFn: ({ signal }) => api.get<boolean>('assinatura/is-pagamento-pix-processado', { idFatura }, signal),
    refetchInterval: (query) => (query.state.data === true || query.state.error ? false : PIX_POLL_MS),
    refetchIntervalInBackground: true,
    retry: false,
  });

/** GET enare/verificar-se-e-simulado/{idPlano}: whether the plan is a national-exam mock plan. */
export const ehSimuladoQueryOptions = (idPlano: number) =>
  queryOptions({
    queryKey: assinaturaKeys.ehSimulado(idPlano),
    queryFn: ({ signal }) => api.get<boolean>(`enare/verificar-se-e-simulado/${idPlano}`, undefined, signal),
    retry: false,
  });

/**
 * GET assinatura/pedido/{idFatura}: the buyer's own order, as the Pix and confirmation screens show it;
 * asked again every 7 s while its payment is pending (a card in analysis, a Pix being paid).
 */
export const pedidoQueryOptions = (idFatura: number) =>
  queryOptions({
    queryKey: assinaturaKeys.pedido(idFatura),
    queryFn: ({ signal }) => api.get<TPedidoResumo>(`assinatura/pedido/${idFatura}`, undefined, signal),
    refetchInterval: (query) => (query.state.data?.statusPagamento === 'pending' ? PIX_POLL_MS : false),
    retry: false,
  });
