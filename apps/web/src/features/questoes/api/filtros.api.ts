import type { TAno, TConteudo, TCurso, TItemNome } from '@aprovei/shared/catalogo/catalogo.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questoesKeys } from './keys';

/** Fallback texts of the filter lists (spec doc 3 §8), spelled as the spec has them. */
export const ERRO_FILTRO = {
  cursos: 'Erro ao buscar cursos existentes! Tente novamente mais tarde.',
  materias: 'Erro ao buscar materias existentes!. Tente novamente mais tarde.',
  conteudos: 'Erro ao buscar conteudos existentes!. Tente novamente mais tarde.',
  subConteudos: 'Erro ao buscar subconteúdos existentes!. Tente novamente mais tarde.',
  instituicoes: 'Erro ao buscar instituições existentes!. Tente novamente mais tarde.',
  anos: 'Erro ao buscar anos existentes!. Tente novamente mais tarde.',
  bancas: 'Erro ao buscar bancas existentes!. Tente novamente mais tarde.',
} as const;

/** Reference lists change rarely: kept for ten minutes. */
const LISTA = { staleTime: 10 * 60_000, retry: false } as const;

export const cursosQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: questoesKeys.cursos(idPlataforma),
    queryFn: ({ signal }) => api.get<TCurso[]>(`cursos/plataformas/${idPlataforma}`, undefined, signal),
    ...LISTA,
  });

export const materiasQueryOptions = (idCurso: number) =>
  queryOptions({
    queryKey: questoesKeys.materias(idCurso),
    queryFn: ({ signal }) => api.get<TItemNome[]>(`materias/cursos/${idCurso}`, undefined, signal),
    ...LISTA,
  });

export const conteudosQueryOptions = (idMateria: number) =>
  queryOptions({
    queryKey: questoesKeys.conteudos(idMateria),
    queryFn: ({ signal }) =>
      api.get<TConteudo[]>(`listar-com-filtro/CONTEUDO/materia.id/${idMateria}`, undefined, signal),
    ...LISTA,
  });

export const subConteudosQueryOptions = (idConteudo: number) =>
  queryOptions({
    queryKey: questoesKeys.subConteudos(idConteudo),
    queryFn: ({ signal }) =>
      api.get<TItemNome[]>(`SubConteudo/listarSubConteudo/${idConteudo}`, undefined, signal),
    ...LISTA,
  });

export const instituicoesQueryOptions = () =>
  queryOptions({
    queryKey: questoesKeys.instituicoes(),
    queryFn: ({ signal }) => api.get<TItemNome[]>('listar/INSTITUICAO', undefined, signal),
    ...LISTA,
  });

export const anosQueryOptions = () =>
  queryOptions({
    queryKey: questoesKeys.anos(),
    queryFn: ({ signal }) => api.get<TAno[]>('listar/ANO', undefined, signal),
    ...LISTA,
  });

export const bancasQueryOptions = () =>
  queryOptions({
    queryKey: questoesKeys.bancas(),
    queryFn: ({ signal }) => api.get<TItemNome[]>('banca/listarBanca', undefined, signal),
    ...LISTA,
  });
