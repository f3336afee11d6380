import type { TPage } from '@aprovei/shared/common.schemas';
import type { TPlano } from '@aprovei/shared/planos/planos.schemas';
import type { TCerteza, TCertezaBody } from '@aprovei/shared/revisao/revisao.schemas';
import type {
  TEstatisticasMateriaSimulado,
  TEstatisticasSimulado,
  TNomeSimulado,
  TPacoteSimulado,
  TQuestaoNaoRespondida,
  TQuestaoSimulado,
  TRankingDestaque,
  TRespostasUsuarioSimulado,
  TSimulado,
} from '@aprovei/shared/simulados/simulados.schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Envio, filaRespostas, novoIdCliente } from '../../../lib/fila-respostas';
import { simuladosKeys } from './keys';

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
  resposta: 'Erro ao enviar resposta da questão! Tente novamente mais tarde.',
  /** Reloading the student's saved answers (spec §8). */
  procurarResposta: 'Erro ao procurando resposta da questão! Tente novamente mais tarde.',
  folha: 'Erro ao gerar a folha de respostas. Tente novamente mais tarde.',
  estatisticas: 'Erro ao carregar estatísticas do simulado. Tente novamente mais tarde.',
} as const;

/** The certainty and miss reason of a closed mock's final answer (the answer key's taps; issue 24). */
export const registrarCertezaSimulado = (idResposta: number, body: TCertezaBody) =>
  api.put<TCerteza>(`revisoes/respostas/simulado_questao/${idResposta}`, body);

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

/** The mock with the student's attempt (finished?, end of the time limit) and scores. */
export function buscarDadosSimulado(id: number): Promise<TSimulado> {
  return api.get<TSimulado>(`estatisticas/dados-simulado/${id}`);
}

/** One question of the mock (one per page, spec §9); `pagina` is 0-based. */
export function buscarQuestaoSimulado(id: number, pagina: number): Promise<TPage<TQuestaoSimulado>> {
  return api.get<TPage<TQuestaoSimulado>>(`questoes/listar-questoes-enare/${id}`, { page: pagina, size: 1 });
}

/** Questions fetched at once to keep a mock going offline (the route's largest page). */
const QUESTOES_POR_LOTE = 100;

/**
 * Every question of an open mock, put in the cache page by page (one question per page, as the screen
 * reads them) and kept there while the app is open: a student who loses the connection goes on answering.
 */
export async function guardarQuestoesDoSimulado(queryClient: QueryClient, id: number): Promise<void> {
  queryClient.setQueryDefaults([...simuladosKeys.raiz, id, 'questao'], { gcTime: Number.POSITIVE_INFINITY });
  for (let lote = 0; ; lote++) {
    const page = await api.get<TPage<TQuestaoSimulado>>(`questoes/listar-questoes-enare/${id}`, {
      page: lote,
      size: QUESTOES_POR_LOTE,
    });
    page.content.forEach((q, i) => {
      const pagina = lote * QUESTOES_POR_LOTE + i;
      if (queryClient.getQueryData(simuladosKeys.questao(id, pagina)) !== undefined) return;
      queryClient.setQueryData(simuladosKeys.questao(id, pagina), {
        content: [q],
        number: pagina,
        size: 1,
        totalPages: page.totalElements,
        totalElements: page.totalElements,
      });
    });
    if (lote + 1 >= page.totalPages) return;
  }
}

/** The student's saved alternatives, in question order. */
export function procurarRespostasUsuario(id: number): Promise<TRespostasUsuarioSimulado> {
  return api.get<TRespostasUsuarioSimulado>(`questoes/procurar-resposta-usuario/${id}`);
}

/** The queue's group of a mock's answers and finish. */
export const grupoSimulado = (idSimulado: number) => `simulado:${idSimulado}`;

/**
 * Saves (or changes) the chosen alternative of a question, until the mock is finished, through the
 * answers' queue: kept on the device while offline, with the moment it was chosen (the server takes it
 * after the time limit only if chosen before it).
 */
export function responderQuestaoSimulado(
  idSimulado: number,
  idQuestao: number,
  idAlternativa: number,
): Promise<Envio<unknown>> {
  const idCliente = novoIdCliente();
  return filaRespostas.enviar({
    id: idCliente,
    tipo: 'resposta',
    grupo: grupoSimulado(idSimulado),
    caminho: 'questoes/verifica-resposta-enare',
    metodo: 'POST',
    corpo: { idQuestao, idAlternativa, idCliente, respondidaEm: new Date().toISOString() },
  });
}

/** The first unanswered question and its page. */
export function buscarQuestaoNaoRespondida(id: number): Promise<TQuestaoNaoRespondida> {
  return api.get<TQuestaoNaoRespondida>(`questoes/verifica-se-tem-questao-nao-respondida/${id}`);
}

/** Finishes the mock (refused with the spec's text while a question is unanswered). */
export function finalizarSimulado(id: number): Promise<Envio<boolean>> {
  return filaRespostas.enviar({
    id: novoIdCliente(),
    tipo: 'finalizacao',
    grupo: grupoSimulado(id),
    caminho: `questoes/finalizar-simulado/${id}`,
    metodo: 'GET',
  });
}

/** The student's answer sheet of a finished mock (PDF). */
export function folhaRespostasSimulado(id: number): Promise<Blob> {
  return api.blob(`questoes/folha-respostas-simulado/${id}`);
}

/** The student's place among the mock's participants, with the percentile (the podium too). */
export const destaqueSimuladoQueryOptions = (idSimulado: number) =>
  queryOptions({
    queryKey: simuladosKeys.destaque(idSimulado),
    queryFn: ({ signal }) =>
      api.get<TRankingDestaque>('ranking/listar-usuario-destaque', { idSimulado }, signal),
  });

/** The plans on sale for the platform (for the one that unlocks paid mocks; filtered for the user by the server). */
export const planosSimuladosQueryOptions = (seqPlataforma: number, usuario: string | null) =>
  queryOptions({
    queryKey: simuladosKeys.planos(seqPlataforma, usuario),
    queryFn: ({ signal }) =>
      api.get<TPlano[]>('planos/listar', { seqPlataforma: String(seqPlataforma) }, signal),
    staleTime: 5 * 60_000,
  });
