import type { TPaginaPedidos, TPrevisaoReembolso } from '@aprovei/shared/checkout/pedidos.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assinaturaKeys } from './keys';

/** Orders per page of 'Meus pedidos'. */
export const PEDIDOS_POR_PAGINA = 5;

/** GET assinatura/meus-pedidos?page=&size=: the buyer's orders, newest first. */
export const meusPedidosQueryOptions = (page: number, size = PEDIDOS_POR_PAGINA) =>
  queryOptions({
    queryKey: assinaturaKeys.meusPedidos(page, size),
    queryFn: ({ signal }) => api.get<TPaginaPedidos>('assinatura/meus-pedidos', { page, size }, signal),
    retry: false,
  });

/** GET assinatura/pedido/{idFatura}/recibo: the receipt PDF of a paid order. */
export const reciboPedido = (idFatura: number) => api.blob(`assinatura/pedido/${idFatura}/recibo`);

/** GET assinatura/previsao-reembolso?idContratacao=: what cancelling within the 7 days gives back. */
export const previsaoReembolsoQueryOptions = (idContratacao: number) =>
  queryOptions({
    queryKey: assinaturaKeys.previsaoReembolso(idContratacao),
    queryFn: ({ signal }) =>
      api.get<TPrevisaoReembolso>('assinatura/previsao-reembolso', { idContratacao }, signal),
    retry: false,
  });
