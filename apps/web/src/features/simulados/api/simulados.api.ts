import type {
  TEstatisticasMateriaSimulado,
  TEstatisticasSimulado,
  TNomeSimulado,
  TPacoteSimulado,
  TSimulado,
} from '@aprovei/shared/simulados/simulados.schemas';
import { api } from '../../../lib/api-client';

/** The mock packages, the ones the student does not own marked `bloqueado`. */
export function buscarPacotes(): Promise<TPacoteSimulado[]> {
  return api.get<TPacoteSimulado[]>('enare/buscar-pacotes-simulados');
}

/** The mocks of a package that the student owns. */
export function listarSimuladosDoPacote(idPacote: number): Promise<TSimulado[]> {
  return api.get<TSimulado[]>(`questoes/listar-simulados-enare/${idPacote}`);
}

/** The mocks of a package that the student does not own (the locked list). */
export function listarSimuladosBloqueados(idPacote: number): Promise<TSimulado[]> {
  return api.get<TSimulado[]>(`questoes/listar-simulados-enare-bloqueados/${idPacote}`);
}

/** The mocks in no package: the free ones, or the paid ones (locked without the national-exam plan). */
export function listarSimuladosForaDePacote(tipo: 'gratuitos' | 'pagos'): Promise<TSimulado[]> {
  return api.get<TSimulado[]>(`questoes/listar-simulados-enare-fora-plano-${tipo}`);
}

/** The spec's §8 mock texts ('...' read as the usual ' Tente novamente mais tarde.'). */
export const ERROS_SIMULADO = {
  lista: 'Erro ao recuperar notas das simulados. Tente novamente mais tarde.',
  verificar: 'Erro ao verificar o simulado! Tente novamente mais tarde.',
  finalizar: 'Erro finalizar o simulado. Tente novamente mais tarde.',
  estatisticas: 'Erro ao carregar estatísticas do simulado. Tente novamente mais tarde.',
} as const;

/** The mock's name and type (screen titles; FUVEST decides the statistics' parts). */
export function buscarNomeSimulado(id: number): Promise<TNomeSimulado> {
  return api.get<TNomeSimulado>(`questoes/buscar-nome-simulado/${id}`);
}

/** Hits and errors per part of a finished mock. */
export function listarEstatisticasSimulado(idSimulado: number): Promise<TEstatisticasSimulado> {
  return api.get<TEstatisticasSimulado>('estatisticas/listar-estatisticas-enare', { idSimulado });
}

/** Hits and errors per subject of a finished mock. */
export function listarEstatisticasMaterias(idSimulado: number): Promise<TEstatisticasMateriaSimulado> {
  return api.get<TEstatisticasMateriaSimulado>('estatisticas/listar-estatisticas-enare-materias', {
    idSimulado,
  });
}
