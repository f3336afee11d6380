import type {
  TCertezaBody,
  TPreferenciaRevisao,
  TRevisarBody,
  TRevisarResultado,
  TRevisoesHoje,
} from '@aprovei/shared/revisao/revisao.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { revisaoKeys } from './keys';

/** The API's 401: trainees (the review is a feature of the paid plans). */
export const semAcesso = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Today's review: how many are due and the first of them (alternatives in a new order each read). */
export const revisoesHojeQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: revisaoKeys.hoje(idPlataforma),
    queryFn: ({ signal }) => api.get<TRevisoesHoje>('revisoes/hoje', { idPlataforma }, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** How many reviews are due today (the card of /home). */
export const contagemRevisoesQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: revisaoKeys.contagem(idPlataforma),
    queryFn: ({ signal }) => api.get<{ total: number }>('revisoes/contagem', { idPlataforma }, signal),
    retry: false,
  });

export const revisar = (body: TRevisarBody) => api.post<TRevisarResultado>('revisoes/revisar', body);

/** The certainty and miss reason of an answer given in the search: a separate, later write. */
export const registrarCerteza = (tipo: 'questao' | 'exercicio', idResposta: number, body: TCertezaBody) =>
  api.put(`revisoes/respostas/${tipo}/${idResposta}`, body);

/** The exam date and the daily e-mail (its hour, São Paulo time). */
export const preferenciasQueryOptions = () =>
  queryOptions({
    queryKey: revisaoKeys.preferencias(),
    queryFn: ({ signal }) => api.get<TPreferenciaRevisao>('revisoes/preferencias', undefined, signal),
    retry: false,
  });

export const salvarPreferencias = (body: TPreferenciaRevisao) =>
  api.put<TPreferenciaRevisao>('revisoes/preferencias', body);
