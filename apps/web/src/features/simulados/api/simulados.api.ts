import type { TPacoteSimulado, TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
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
