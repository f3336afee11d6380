import type { SituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import type {
  TBuscaExerciciosAdmin,
  TBuscaQuestoesAdmin,
  TExercicioAdmin,
  TLinhaItemAdmin,
  TQuestaoAdmin,
} from '@aprovei/shared/questoes/admin.schemas';
import type {
  TExercicioEdicao,
  TExercicioNovo,
  TQuestaoEdicao,
  TQuestaoNova,
} from '@aprovei/shared/questoes/questoes.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export type AcaoSituacao = 'publicar' | 'anular' | 'desatualizar';

const semVazios = (f: object) =>
  Object.fromEntries(
    Object.entries(f).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as Record<string, string>;

/** One kind's back-office calls (`/api/admin/<caminho>`): its list, one item, and its writes. */
function itensAdminApi<Item, Nova, Edicao, Busca>(caminho: 'questoes' | 'exercicios') {
  const raiz = [`admin-${caminho}`] as const;
  const keys = {
    all: raiz,
    lista: (f: Partial<Busca>) => [...raiz, 'lista', f] as const,
    uma: (id: number) => [...raiz, 'uma', id] as const,
  };
  const url = `admin/${caminho}`;
  return {
    keys,
    lista: (f: Partial<Busca>) =>
      queryOptions({
        queryKey: keys.lista(f),
        queryFn: ({ signal }) =>
          api.get<{ linhas: TLinhaItemAdmin[]; total: number }>(url, semVazios(f), signal),
        placeholderData: keepPreviousData,
      }),
    uma: (id: number) =>
      queryOptions({
        queryKey: keys.uma(id),
        queryFn: ({ signal }) => api.get<Item>(`${url}/${id}`, undefined, signal),
      }),
    criar: (item: Nova) => api.post<{ id: number }>(url, item),
    editar: (id: number, item: Edicao) => api.put<null>(`${url}/${id}`, item),
    mover: (id: number, acao: AcaoSituacao) => api.post<{ situacao: SituacaoItem }>(`${url}/${id}/${acao}`),
    excluir: (id: number) => api.delete<null>(`${url}/${id}`),
  };
}

export type ItensAdminApi = ReturnType<typeof itensAdminApi>;

export const questoesAdmin = itensAdminApi<TQuestaoAdmin, TQuestaoNova, TQuestaoEdicao, TBuscaQuestoesAdmin>(
  'questoes',
);
export const exerciciosAdmin = itensAdminApi<
  TExercicioAdmin,
  TExercicioNovo,
  TExercicioEdicao,
  TBuscaExerciciosAdmin
>('exercicios');

/** Uploads a statement image; answers its public address. */
export async function enviarImagem(arquivo: File): Promise<string> {
  const form = new FormData();
  form.append('arquivo', arquivo);
  const r = await apiRequest<{ url: string }>('admin/imagens', { method: 'POST', body: form });
  return r.url;
}
