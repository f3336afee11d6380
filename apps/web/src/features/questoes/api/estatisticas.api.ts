import type {
  TEstatisticaAcerto,
  TEstatisticaAlternativa,
  TEstatisticaExercicio,
} from '@aprovei/shared/questoes/questoes.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questoesKeys } from './keys';

export const ERRO_ESTATISTICAS = {
  acertos: 'Erro ao buscar estatísticas da questão! Tente novamente mais tarde.',
  alternativas: 'Erro ao recuperar estatísticas da questão! Tente novamente mais tarde.',
} as const;

/** Statistics change with every answer: asked again each time the panel opens. */
const SEMPRE = { staleTime: 0, retry: false } as const;

export const acertoQuestaoQueryOptions = (idQuestao: number) =>
  queryOptions({
    queryKey: questoesKeys.estatisticas({ tipo: 'questao', id: idQuestao }, 'acerto'),
    queryFn: () => api.post<TEstatisticaAcerto>(`estatisticas/porcentagem-acerto-questao/${idQuestao}`),
    ...SEMPRE,
  });

export const alternativasQuestaoQueryOptions = (idQuestao: number) =>
  queryOptions({
    queryKey: questoesKeys.estatisticas({ tipo: 'questao', id: idQuestao }, 'alternativas'),
    queryFn: () =>
      api.post<TEstatisticaAlternativa[]>(`estatisticas/numero-acertos-por-alternativa/${idQuestao}`),
    ...SEMPRE,
  });

export const estatisticaExercicioQueryOptions = (idExercicio: number) =>
  queryOptions({
    queryKey: questoesKeys.estatisticas({ tipo: 'exercicio', id: idExercicio }),
    queryFn: () =>
      api.post<TEstatisticaExercicio>(`estatisticas/percentual-alternativa-exercicios/${idExercicio}`),
    ...SEMPRE,
  });
