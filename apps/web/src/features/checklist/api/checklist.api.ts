import { ERRO_CARREGAR_CHECKLIST, ERRO_CRIAR_CHECKLIST } from '@aprovei/shared/checklist/checklist.rules';
import type { TChecklist, TChecklistMateria } from '@aprovei/shared/checklist/checklist.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { checklistKeys } from './keys';

/** A failure while loading, with the fallback text of the step that failed (spec doc 3 §8). */
export class ErroCarregarChecklist extends Error {
  readonly causa: unknown;
  readonly fallback: string;
  constructor(causa: unknown, fallback: string) {
    super(fallback);
    this.causa = causa;
    this.fallback = fallback;
  }
}

const status = (error: unknown) => {
  const e = error instanceof ErroCarregarChecklist ? error.causa : error;
  return e instanceof ApiError ? e.status : undefined;
};
/** The API's 401: the plan lacks 'Checklist de estudos' (spec doc 3 §6). */
export const semAcesso = (error: unknown) => status(error) === 401;
/** Another tab or device saved first (the version check of atualizar-checklist). */
export const desatualizada = (error: unknown) => status(error) === 409;

/** The student's checklist; on first access (404) it is created, as the spec says. */
export const checklistQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.lista(),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TChecklist>('checklist/listar-checklists', undefined, signal);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404))
          throw new ErroCarregarChecklist(error, ERRO_CARREGAR_CHECKLIST);
      }
      try {
        return await api.post<TChecklist>('checklist/criar-checklist');
      } catch (error) {
        throw new ErroCarregarChecklist(error, ERRO_CRIAR_CHECKLIST);
      }
    },
    retry: false,
  });

/** Saves the whole list read at `versao`; answers the reloaded checklist. */
export const salvarChecklist = (versao: number, checklists: TChecklistMateria[]) =>
  api.put<TChecklist>('checklist/atualizar-checklist', { versao, checklists });
