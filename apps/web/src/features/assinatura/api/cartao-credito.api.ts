import type {
  TAlterarCartaoBody,
  TCartaoNovoBody,
  TCartaoSalvo,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assinaturaKeys } from './keys';

/** GET cartao-credito/listar: the user's cards, main first. */
export const cartoesQueryOptions = () =>
  queryOptions({
    queryKey: assinaturaKeys.cartoes(),
    queryFn: ({ signal }) => api.get<TCartaoSalvo[]>('cartao-credito/listar', undefined, signal),
    retry: false,
  });

/** POST cartao-credito: the tokenised card (see tokenizarCartao). */
export function criarCartao(body: TCartaoNovoBody): Promise<TCartaoSalvo> {
  return api.post<TCartaoSalvo>('cartao-credito', body);
}

/** PUT cartao-credito: the nickname only. */
export function alterarCartao(body: TAlterarCartaoBody): Promise<TCartaoSalvo> {
  return api.put<TCartaoSalvo>('cartao-credito', body);
}

/** DELETE cartao-credito?idCartao= */
export function excluirCartao(idCartao: number): Promise<void> {
  return api.delete<void>('cartao-credito', { idCartao });
}

/** POST cartao-credito/atualizar-cartao-principal/{id} or …-secundario/{id}: answers the list as it is now. */
export function definirPapelCartao(
  idCartao: number,
  papel: 'principal' | 'secundario',
): Promise<TCartaoSalvo[]> {
  return api.post<TCartaoSalvo[]>(`cartao-credito/atualizar-cartao-${papel}/${idCartao}`);
}

/** GET cartao-credito/listar-cartoes-salvos: the cards the checkout may charge (not expired). */
export const cartoesSalvosQueryOptions = () =>
  queryOptions({
    queryKey: assinaturaKeys.cartoesSalvos(),
    queryFn: ({ signal }) =>
      api.get<TCartaoSalvo[]>('cartao-credito/listar-cartoes-salvos', undefined, signal),
    retry: false,
  });
