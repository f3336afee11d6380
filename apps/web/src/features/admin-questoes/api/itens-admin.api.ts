import type { SituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import type {
  TBuscaQuestoesAdmin,
  TLinhaItemAdmin,
  TQuestaoAdmin,
} from '@aprovei/shared/questoes/admin.schemas';
import type { TQuestaoEdicao, TQuestaoNova } from '@aprovei/shared/questoes/questoes.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

const raiz = ['admin-questoes'] as const;
export const questoesAdminKeys = {
  all: raiz,
  lista: (f: Partial<TBuscaQuestoesAdmin>) => [...raiz, 'lista', f] as const,
  uma: (id: number) => [...raiz, 'uma', id] as const,
};

const semVazios = (f: object) =>
  Object.fromEntries(
    Object.entries(f).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as Record<string, string>;

export const questoesAdminQueryOptions = (f: Partial<TBuscaQuestoesAdmin>) =>
  queryOptions({
    queryKey: questoesAdminKeys.lista(f),
    queryFn: ({ signal }) =>
      api.get<{ linhas: TLinhaItemAdmin[]; total: number }>('admin/questoes', semVazios(f), signal),
    placeholderData: keepPreviousData,
  });

export const questaoAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: questoesAdminKeys.uma(id),
    queryFn: ({ signal }) => api.get<TQuestaoAdmin>(`admin/questoes/${id}`, undefined, signal),
  });

export const criarQuestao = (q: TQuestaoNova) => api.post<{ id: number }>('admin/questoes', q);
export const editarQuestao = (id: number, q: TQuestaoEdicao) => api.put<null>(`admin/questoes/${id}`, q);
export const moverQuestao = (id: number, acao: 'publicar' | 'anular' | 'desatualizar') =>
  api.post<{ situacao: SituacaoItem }>(`admin/questoes/${id}/${acao}`);
export const excluirQuestao = (id: number) => api.delete<null>(`admin/questoes/${id}`);

/** Uploads a statement image; answers its public address. */
export async function enviarImagem(arquivo: File): Promise<string> {
  const form = new FormData();
  form.append('arquivo', arquivo);
  const r = await apiRequest<{ url: string }>('admin/imagens', { method: 'POST', body: form });
  return r.url;
}
