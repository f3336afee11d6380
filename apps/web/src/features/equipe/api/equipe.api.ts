import type {
  TBuscaAuditoria,
  TBuscaUsuariosAdmin,
  TRegistroAuditoria,
  TUsuarioAdmin,
} from '@aprovei/shared/equipe/equipe.schemas';
import type { AreaEquipe, Papel } from '@aprovei/shared/equipe/papeis';
import type {
  TCartaoPessoa,
  TConcederCortesia,
  TConcederEnvios,
  TEmailPessoa,
  TEncerrarContrato,
  TEntradasPessoa,
  TEnviosPessoa,
  TExclusaoPessoa,
  TExportacaoPessoa,
  TPaginaPessoa,
  TPedidoPessoa,
  TPessoaAdmin,
  TPlanoCortesia,
} from '@aprovei/shared/equipe/pessoa.schemas';
import type { TMeusDados } from '@aprovei/shared/privacidade/privacidade.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Eu {
  id: number;
  nome: string;
  papel: Papel;
  areas: AreaEquipe[];
}
export interface Pagina<T> {
  linhas: T[];
  total: number;
}

const raiz = ['equipe'] as const;
export const equipeKeys = {
  all: raiz,
  eu: () => [...raiz, 'eu'] as const,
  usuarios: (f: Partial<TBuscaUsuariosAdmin>) => [...raiz, 'usuarios', f] as const,
  pessoa: (id: number) => [...raiz, 'pessoa', id] as const,
  secao: (id: number, secao: string, p?: TPaginaPessoa) => [...raiz, 'pessoa', id, secao, p ?? {}] as const,
  planosCortesia: () => [...raiz, 'planos-cortesia'] as const,
  auditoria: (f: Partial<TBuscaAuditoria>) => [...raiz, 'auditoria', f] as const,
};

/** Query parameters without the unset ones. */
export const consulta = (f: object) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;

/** Who the staff member is and which areas she may open (403 for a student). */
export const euQueryOptions = () =>
  queryOptions({
    queryKey: equipeKeys.eu(),
    queryFn: ({ signal }) => api.get<Eu>('admin/eu', undefined, signal),
    staleTime: 60_000,
    retry: false,
  });

export const usuariosQueryOptions = (f: Partial<TBuscaUsuariosAdmin>) =>
  queryOptions({
    queryKey: equipeKeys.usuarios(f),
    queryFn: ({ signal }) => api.get<Pagina<TUsuarioAdmin>>('admin/usuarios', consulta(f), signal),
    placeholderData: keepPreviousData,
  });

export const mudarPapel = (id: number, papel: Papel) =>
  api.put<null>(`admin/usuarios/${id}/papel`, { papel });

export const auditoriaQueryOptions = (f: Partial<TBuscaAuditoria>) =>
  queryOptions({
    queryKey: equipeKeys.auditoria(f),
    queryFn: ({ signal }) => api.get<Pagina<TRegistroAuditoria>>('admin/auditoria', consulta(f), signal),
    placeholderData: keepPreviousData,
  });

/** A person's page: who she is and her contracts. */
export const pessoaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: equipeKeys.pessoa(id),
    queryFn: ({ signal }) => api.get<TPessoaAdmin>(`admin/usuarios/${id}`, undefined, signal),
  });

export const planosCortesiaQueryOptions = () =>
  queryOptions({
    queryKey: equipeKeys.planosCortesia(),
    queryFn: ({ signal }) => api.get<TPlanoCortesia[]>('admin/planos-cortesia', undefined, signal),
    staleTime: 60_000,
  });

export const concederCortesia = (id: number, corpo: TConcederCortesia) =>
  api.post<{ contratacaoId: number }>(`admin/usuarios/${id}/cortesias`, corpo);

export const concederEnvios = (id: number, corpo: TConcederEnvios) =>
  api.post<null>(`admin/usuarios/${id}/envios`, corpo);

export const desbloquear = (id: number) => api.post<null>(`admin/usuarios/${id}/desbloqueio`, {});

/** One section of a person's page, loaded by its own call (paged where the list grows). */
const secaoDaPessoa = <T>(id: number, secao: string, p?: TPaginaPessoa) =>
  queryOptions({
    queryKey: equipeKeys.secao(id, secao, p),
    queryFn: ({ signal }) => api.get<T>(`admin/usuarios/${id}/${secao}`, p ? consulta(p) : undefined, signal),
    placeholderData: keepPreviousData,
  });
export const pedidosPessoaQueryOptions = (id: number, p: TPaginaPessoa) =>
  secaoDaPessoa<Pagina<TPedidoPessoa>>(id, 'pedidos', p);
export const cartoesPessoaQueryOptions = (id: number) => secaoDaPessoa<TCartaoPessoa[]>(id, 'cartoes');
export const enviosPessoaQueryOptions = (id: number, p: TPaginaPessoa) =>
  secaoDaPessoa<TEnviosPessoa>(id, 'questoes-abertas', p);
export const entradasPessoaQueryOptions = (id: number) => secaoDaPessoa<TEntradasPessoa>(id, 'entradas');
export const emailsPessoaQueryOptions = (id: number, p: TPaginaPessoa) =>
  secaoDaPessoa<Pagina<TEmailPessoa>>(id, 'emails', p);

export const encerrarContrato = (id: number, contratoId: number, corpo: TEncerrarContrato) =>
  api.post<null>(`admin/usuarios/${id}/contratos/${contratoId}/encerramento`, corpo);
export const reenviarEmail = (id: number, emailId: number) =>
  api.post<null>(`admin/usuarios/${id}/emails/${emailId}/reenvio`, {});
export const exportarDados = (id: number, corpo: TExportacaoPessoa) =>
  api.post<TMeusDados>(`admin/usuarios/${id}/exportacao`, corpo);
export const excluirConta = (id: number, corpo: TExclusaoPessoa) =>
  api.post<null>(`admin/usuarios/${id}/exclusao`, corpo);
