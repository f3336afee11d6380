import type {
  TAdicionarQuestoesSimulado,
  TBuscaPacotesAdmin,
  TBuscaSimuladosAdmin,
  TPacoteAdmin,
  TPacoteAdminBody,
  TPreviaSimulado,
  TQuestaoBancoSimulado,
  TSimuladoAdmin,
  TSimuladoAdminBody,
  TSimuladoAdminLinha,
} from '@aprovei/shared/simulados/simulados-admin.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminSimuladosKeys } from './keys';

interface Pagina<T> {
  linhas: T[];
  total: number;
}

export const ERROS_ADMIN_SIMULADOS = {
  lista: 'Erro ao listar os simulados. Tente novamente mais tarde.',
  simulado: 'Erro ao carregar o simulado. Tente novamente mais tarde.',
  salvar: 'Erro ao salvar o simulado. Tente novamente mais tarde.',
  banco: 'Erro ao buscar questões do banco. Tente novamente mais tarde.',
  compor: 'Erro ao alterar as questões do simulado. Tente novamente mais tarde.',
  publicar: 'Erro ao publicar o simulado. Tente novamente mais tarde.',
  anular: 'Erro ao anular a questão. Tente novamente mais tarde.',
  previa: 'Erro ao carregar a prévia do simulado. Tente novamente mais tarde.',
  pacotes: 'Erro ao listar os pacotes. Tente novamente mais tarde.',
  pacote: 'Erro ao salvar o pacote. Tente novamente mais tarde.',
} as const;

type Consulta = Record<string, string | number | undefined>;

export const simuladosAdminQueryOptions = (f: Partial<TBuscaSimuladosAdmin>) =>
  queryOptions({
    queryKey: adminSimuladosKeys.lista(f),
    queryFn: ({ signal }) => api.get<Pagina<TSimuladoAdminLinha>>('admin/simulados', f as Consulta, signal),
    placeholderData: keepPreviousData,
  });

export const simuladoAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminSimuladosKeys.um(id),
    queryFn: ({ signal }) => api.get<TSimuladoAdmin>(`admin/simulados/${id}`, undefined, signal),
  });

/** The bank's filters as the query string takes them: lists joined by commas. */
export interface FiltroBanco {
  ids: number[];
  materias: number[];
  conteudos: number[];
  instituicoes: number[];
  anos: number[];
  pagina: number;
  porPagina: number;
}
const juntar = (l: number[]) => (l.length ? l.join(',') : undefined);

export const bancoQueryOptions = (id: number, f: FiltroBanco) =>
  queryOptions({
    queryKey: adminSimuladosKeys.banco(id, f),
    queryFn: ({ signal }) =>
      api.get<Pagina<TQuestaoBancoSimulado>>(
        `admin/simulados/${id}/banco`,
        {
          ids: juntar(f.ids),
          materias: juntar(f.materias),
          conteudos: juntar(f.conteudos),
          instituicoes: juntar(f.instituicoes),
          anos: juntar(f.anos),
          pagina: f.pagina,
          porPagina: f.porPagina,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const previaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminSimuladosKeys.previa(id),
    queryFn: ({ signal }) => api.get<TPreviaSimulado>(`admin/simulados/${id}/previa`, undefined, signal),
    staleTime: 0,
  });

export const pacotesAdminQueryOptions = (f: Partial<TBuscaPacotesAdmin>) =>
  queryOptions({
    queryKey: adminSimuladosKeys.pacotes(f),
    queryFn: ({ signal }) => api.get<Pagina<TPacoteAdmin>>('admin/pacotes-simulado', f as Consulta, signal),
    placeholderData: keepPreviousData,
  });

export const criarSimulado = (b: TSimuladoAdminBody) => api.post<{ id: number }>('admin/simulados', b);
export const editarSimulado = (id: number, b: TSimuladoAdminBody) =>
  api.put<null>(`admin/simulados/${id}`, b);
export const adicionarQuestoes = (id: number, b: TAdicionarQuestoesSimulado) =>
  api.post<{ adicionadas: number }>(`admin/simulados/${id}/questoes`, b);
export const reordenarQuestoes = (id: number, ids: number[]) =>
  api.put<null>(`admin/simulados/${id}/ordem`, { ids });
export const removerQuestao = (id: number, questaoId: number) =>
  api.delete<null>(`admin/simulados/${id}/questoes/${questaoId}`);
export const publicarSimulado = (id: number) => api.post<null>(`admin/simulados/${id}/publicar`);
export const anularQuestao = (id: number, questaoId: number, motivo: string) =>
  api.post<{ tentativasRecalculadas: number }>(`admin/simulados/${id}/questoes/${questaoId}/anular`, {
    motivo,
  });
export const criarPacote = (b: TPacoteAdminBody) => api.post<{ id: number }>('admin/pacotes-simulado', b);
export const editarPacote = (id: number, b: TPacoteAdminBody) =>
  api.put<null>(`admin/pacotes-simulado/${id}`, b);
