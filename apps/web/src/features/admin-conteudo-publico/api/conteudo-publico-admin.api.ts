import type {
  TDepoimentoAdmin,
  TDepoimentoForm,
  TDivulgacaoAdmin,
  TDivulgacaoForm,
  TItemLanding,
  TItemLandingForm,
  TipoItemLanding,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

const raiz = ['admin-conteudo-publico'] as const;
export const adminConteudoKeys = {
  all: raiz,
  itens: (tipo: TipoItemLanding) => [...raiz, 'itens', tipo] as const,
  depoimentos: [...raiz, 'depoimentos'] as const,
  divulgacoes: [...raiz, 'divulgacoes'] as const,
};

export const itensQueryOptions = (tipo: TipoItemLanding) =>
  queryOptions({
    queryKey: adminConteudoKeys.itens(tipo),
    queryFn: ({ signal }) => api.get<TItemLanding[]>('admin/conteudo-publico/itens', { tipo }, signal),
  });
export const salvarItem = (id: number | null, item: TItemLandingForm) =>
  id === null
    ? api.post<TItemLanding>('admin/conteudo-publico/itens', item)
    : api.put<TItemLanding>(`admin/conteudo-publico/itens/${id}`, item);
export const excluirItem = (id: number) => api.delete<void>(`admin/conteudo-publico/itens/${id}`);
export const ordenarItens = (tipo: TipoItemLanding, ids: number[]) =>
  api.put<TItemLanding[]>('admin/conteudo-publico/ordem', { tipo, ids });

export const depoimentosAdminQueryOptions = () =>
  queryOptions({
    queryKey: adminConteudoKeys.depoimentos,
    queryFn: ({ signal }) => api.get<TDepoimentoAdmin[]>('admin/depoimentos', undefined, signal),
  });
export const salvarDepoimento = (id: number | null, d: TDepoimentoForm) =>
  id === null
    ? api.post<TDepoimentoAdmin>('admin/depoimentos', d)
    : api.put<TDepoimentoAdmin>(`admin/depoimentos/${id}`, d);
export const excluirDepoimento = (id: number) => api.delete<void>(`admin/depoimentos/${id}`);
export const ordenarDepoimentos = (ids: number[]) =>
  api.put<TDepoimentoAdmin[]>('admin/depoimentos/ordem', { ids });

export const divulgacoesAdminQueryOptions = () =>
  queryOptions({
    queryKey: adminConteudoKeys.divulgacoes,
    queryFn: ({ signal }) => api.get<TDivulgacaoAdmin[]>('admin/divulgacoes', undefined, signal),
  });
export const salvarDivulgacao = (id: number | null, d: TDivulgacaoForm) =>
  id === null
    ? api.post<TDivulgacaoAdmin>('admin/divulgacoes', d)
    : api.put<TDivulgacaoAdmin>(`admin/divulgacoes/${id}`, d);
export const excluirDivulgacao = (id: number) => api.delete<void>(`admin/divulgacoes/${id}`);

/** Uploads the popup's image (checked by content on the server); answers its public address. */
export async function enviarImagem(arquivo: File): Promise<string> {
  const form = new FormData();
  form.append('arquivo', arquivo);
  return (await apiRequest<{ url: string }>('admin/imagens', { method: 'POST', body: form })).url;
}
