import type {
  TBuscaSuporteAdmin,
  TDetalheSuporteAdmin,
  TMensagemSuporteAdmin,
  TResponderSuporte,
} from '@aprovei/shared/suporte/suporte-admin.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const raiz = ['admin-suporte'] as const;
export const suporteKeys = {
  all: raiz,
  lista: (f: Partial<TBuscaSuporteAdmin>) => [...raiz, 'lista', f] as const,
  mensagem: (id: number) => [...raiz, 'mensagem', id] as const,
};

/** Query parameters without the unset ones. */
const consulta = (f: object) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;

export const caixaQueryOptions = (f: Partial<TBuscaSuporteAdmin>) =>
  queryOptions({
    queryKey: suporteKeys.lista(f),
    queryFn: ({ signal }) =>
      api.get<{ linhas: TMensagemSuporteAdmin[]; total: number }>('admin/suporte', consulta(f), signal),
    placeholderData: keepPreviousData,
  });

export const mensagemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: suporteKeys.mensagem(id),
    queryFn: ({ signal }) => api.get<TDetalheSuporteAdmin>(`admin/suporte/${id}`, undefined, signal),
  });

export const responder = (id: number, corpo: TResponderSuporte) =>
  api.post<null>(`admin/suporte/${id}/respostas`, corpo);

export const encerrar = (id: number) => api.post<null>(`admin/suporte/${id}/encerrar`);
