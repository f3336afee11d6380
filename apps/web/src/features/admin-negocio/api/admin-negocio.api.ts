import type {
  TBuscaCuponsAdmin,
  TBuscaPlanosAdmin,
  TBuscaProdutosAdmin,
  TBuscaUsosCupom,
  TCupomAdmin,
  TCupomForm,
  TOpcoesPlano,
  TPlanoAdmin,
  TPlanoAdminDetalhe,
  TPlanoForm,
  TProdutoAdmin,
  TProdutoForm,
  TUsoCupom,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Pagina<T> = { linhas: T[]; total: number };

const raiz = ['admin-negocio'] as const;
export const adminNegocioKeys = {
  all: raiz,
  planos: [...raiz, 'planos'] as const,
  produtos: [...raiz, 'produtos'] as const,
  cupons: [...raiz, 'cupons'] as const,
};

const semVazios = (f: object) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;

/** A page of a back-office list under `caminho`, kept on screen while the next one loads. */
const paginaDe = <T>(chave: readonly string[], caminho: string, f: object) =>
  queryOptions({
    queryKey: [...chave, 'lista', caminho, f],
    queryFn: ({ signal }) => api.get<Pagina<T>>(caminho, semVazios(f), signal),
    placeholderData: keepPreviousData,
  });

export const planosAdminQueryOptions = (f: Partial<TBuscaPlanosAdmin>) =>
  paginaDe<TPlanoAdmin>(adminNegocioKeys.planos, 'admin/planos', f);
export const planoAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminNegocioKeys.planos, 'detalhe', id],
    queryFn: ({ signal }) => api.get<TPlanoAdminDetalhe>(`admin/planos/${id}`, undefined, signal),
  });
export const opcoesPlanoQueryOptions = () =>
  queryOptions({
    queryKey: [...adminNegocioKeys.planos, 'opcoes'],
    queryFn: ({ signal }) => api.get<TOpcoesPlano>('admin/planos/opcoes', undefined, signal),
    staleTime: 60_000,
  });
export const salvarPlano = (id: number | null, p: TPlanoForm) =>
  id === null
    ? api.post<TPlanoAdminDetalhe>('admin/planos', p)
    : api.put<TPlanoAdminDetalhe>(`admin/planos/${id}`, p);

export const produtosAdminQueryOptions = (f: Partial<TBuscaProdutosAdmin>) =>
  paginaDe<TProdutoAdmin>(adminNegocioKeys.produtos, 'admin/produtos', f);
const comArquivo = (arquivo: File, dados?: TProdutoForm) => {
  const corpo = new FormData();
  if (dados) corpo.append('dados', JSON.stringify(dados));
  corpo.append('arquivo', arquivo);
  return corpo;
};
/**
 * Saves a product: a new file product goes with its file in one request; an edited one has its fields
 * saved, then its file replaced when a new one was chosen.
 */
export async function salvarProduto(id: number | null, p: TProdutoForm, arquivo?: File | null) {
  if (id === null)
    return p.tipoEntrega === 'ARQUIVO' && arquivo
      ? api.upload<TProdutoAdmin>('admin/produtos/com-arquivo', comArquivo(arquivo, p), 'POST')
      : api.post<TProdutoAdmin>('admin/produtos', p);
  const salvo = await api.put<TProdutoAdmin>(`admin/produtos/${id}`, p);
  return arquivo ? api.upload<TProdutoAdmin>(`admin/produtos/${id}/arquivo`, comArquivo(arquivo)) : salvo;
}

export const cuponsAdminQueryOptions = (f: Partial<TBuscaCuponsAdmin>) =>
  paginaDe<TCupomAdmin>(adminNegocioKeys.cupons, 'admin/cupons', f);
export const usosCupomQueryOptions = (id: number, f: Partial<TBuscaUsosCupom>) =>
  paginaDe<TUsoCupom>(adminNegocioKeys.cupons, `admin/cupons/${id}/usos`, f);
export const salvarCupom = (id: number | null, c: TCupomForm) =>
  id === null ? api.post<TCupomAdmin>('admin/cupons', c) : api.put<TCupomAdmin>(`admin/cupons/${id}`, c);

/** Every plan of the product (for a coupon's scope), by name. */
export const todosOsPlanosQueryOptions = () =>
  planosAdminQueryOptions({ porPagina: 100, ordem: 'nomePlano', direcao: 'asc' });
