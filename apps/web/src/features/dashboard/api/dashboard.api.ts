import type {
  TAcertosErros,
  TEstatisticaConteudo,
  TEstatisticaMateria,
  TQuestoesFeitas,
  TUltimosAcessos,
} from '@aprovei/shared/estatisticas/estatisticas.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** The dashboard's error texts (spec doc 3 §8 "Dashboards"). */
export const ERRO_DASHBOARD = {
  questoesFeitas: 'Erro ao recuperar estatísticas das questões feitas!. Tente novamente mais tarde.',
  conteudos:
    'Erro ao recuperar estatísticas do percentual de acertos por conteúdo! Tente novamente mais tarde.',
  ultimoAcesso: 'Erro ao carregar dados ultimo acesso. Tente novamente mais tarde.',
  estatisticas: 'Erro ao carregar estatísticas. Tente novamente mais tarde.',
} as const;

/** One `estatisticas/*` dashboard call of the platform; asked again on each visit. */
const estatistica = <T>(nome: string, idPlataforma: number) =>
  queryOptions({
    queryKey: dashboardKeys.estatistica(nome, idPlataforma),
    queryFn: ({ signal }) => api.get<T>(`estatisticas/${nome}`, { idPlataforma }, signal),
    staleTime: 0,
    retry: false,
  });

export const melhoresMateriasQueryOptions = (idPlataforma: number) =>
  estatistica<TEstatisticaMateria[]>('estatistica-melhores-materias-usuario-plataforma', idPlataforma);
export const pioresMateriasQueryOptions = (idPlataforma: number) =>
  estatistica<TEstatisticaMateria[]>('estatistica-piores-materias-usuario-plataforma', idPlataforma);
export const acertosErrosQueryOptions = (idPlataforma: number) =>
  estatistica<TAcertosErros>('estatistica-percentual-erros-acertos-usuario-plataforma', idPlataforma);
export const questoesFeitasQueryOptions = (idPlataforma: number) =>
  estatistica<TQuestoesFeitas>('estatistica-questoes-feitas-plataforma', idPlataforma);
export const porMateriaQueryOptions = (idPlataforma: number) =>
  estatistica<TEstatisticaMateria[]>('listar-estatistica-por-materia-plataforma', idPlataforma);
export const porConteudoQueryOptions = (idPlataforma: number) =>
  estatistica<TEstatisticaConteudo[]>('listar-estatistica-por-conteudo-plataforma', idPlataforma);
export const ultimosAcessosQueryOptions = (idPlataforma: number) =>
  estatistica<TUltimosAcessos>('estatistica-ultimos-acessos', idPlataforma);
