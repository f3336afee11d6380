import type { TAno, TConteudo, TCurso, TItemNome } from '@aprovei/shared/catalogo/catalogo.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The catalogue's lists (courses, subjects, contents, institutions, years, bancas): one set of queries
 * and keys for every screen that filters by them, so a list fetched by the question search is the one
 * the statistics and the calculator read. They change rarely: kept for ten minutes.
 */
const raiz = ['catalogo'] as const;
export const catalogoKeys = {
  raiz,
  cursos: (idPlataforma: number) => [...raiz, 'cursos', idPlataforma] as const,
  materias: (idCurso: number) => [...raiz, 'materias', idCurso] as const,
  conteudos: (idMateria: number) => [...raiz, 'conteudos', idMateria] as const,
  subConteudos: (idConteudo: number) => [...raiz, 'sub-conteudos', idConteudo] as const,
  instituicoes: () => [...raiz, 'instituicoes'] as const,
  anos: () => [...raiz, 'anos'] as const,
  bancas: () => [...raiz, 'bancas'] as const,
};

const LISTA = { staleTime: 10 * 60_000, retry: false } as const;

export const cursosQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: catalogoKeys.cursos(idPlataforma),
    queryFn: ({ signal }) => api.get<TCurso[]>(`cursos/plataformas/${idPlataforma}`, undefined, signal),
    ...LISTA,
  });

export const materiasQueryOptions = (idCurso: number) =>
  queryOptions({
    queryKey: catalogoKeys.materias(idCurso),
    queryFn: ({ signal }) => api.get<TItemNome[]>(`materias/cursos/${idCurso}`, undefined, signal),
    ...LISTA,
  });

export const conteudosQueryOptions = (idMateria: number) =>
  queryOptions({
    queryKey: catalogoKeys.conteudos(idMateria),
    queryFn: ({ signal }) =>
      api.get<TConteudo[]>(`listar-com-filtro/CONTEUDO/materia.id/${idMateria}`, undefined, signal),
    ...LISTA,
  });

export const subConteudosQueryOptions = (idConteudo: number) =>
  queryOptions({
    queryKey: catalogoKeys.subConteudos(idConteudo),
    queryFn: ({ signal }) =>
      api.get<TItemNome[]>(`SubConteudo/listarSubConteudo/${idConteudo}`, undefined, signal),
    ...LISTA,
  });

export const instituicoesQueryOptions = () =>
  queryOptions({
    queryKey: catalogoKeys.instituicoes(),
    queryFn: ({ signal }) => api.get<TItemNome[]>('listar/INSTITUICAO', undefined, signal),
    ...LISTA,
  });

export const anosQueryOptions = () =>
  queryOptions({
    queryKey: catalogoKeys.anos(),
    queryFn: ({ signal }) => api.get<TAno[]>('listar/ANO', undefined, signal),
    ...LISTA,
  });

export const bancasQueryOptions = () =>
  queryOptions({
    queryKey: catalogoKeys.bancas(),
    queryFn: ({ signal }) => api.get<TItemNome[]>('banca/listarBanca', undefined, signal),
    ...LISTA,
  });
