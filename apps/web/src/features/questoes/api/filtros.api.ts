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

// The lists themselves: the catalogue's one set of queries.
export {
  anosQueryOptions,
  bancasQueryOptions,
  conteudosQueryOptions,
  cursosQueryOptions,
  instituicoesQueryOptions,
  materiasQueryOptions,
  subConteudosQueryOptions,
} from '../../../lib/catalogo';
