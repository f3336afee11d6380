import { QueryCache } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../lib/api-client';
import { errorDialogContent } from '../lib/errors';
import { showApiError } from './dialogs';

/** A dialog with the same text is not opened again within this window (many cards, one failure). */
const WINDOW_MS = 2000;
const recent = new Map<string, number>();

function textOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? JSON.stringify(errorDialogContent(error.body, fallback)) : fallback;
}

/**
 * showApiError for background loads that many items share (counts, lists of filters): the same
 * message is shown once even when ten cards fail at the same time.
 */
export function showApiErrorOnce(error: unknown, fallback: string): void {
  const key = textOf(error, fallback);
  const now = Date.now();
  const last = recent.get(key);
  if (last !== undefined && now - last < WINDOW_MS) return;
  recent.set(key, now);
  void showApiError(error, fallback);
}

/** Test helper: forgets the recent dialogs. */
export function resetErrorDialogs(): void {
  recent.clear();
}

/** Shows a failed query's error (server message or `fallback`) once when it appears. */
export function useErrorDialog(error: unknown, fallback: string): void {
  useEffect(() => {
    if (error) showApiErrorOnce(error, fallback);
  }, [error, fallback]);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The spec's fallback for this query's failure, shown by the query cache (mostrarErroDaConsulta). */
      erro?: string;
    };
  }
}

/**
 * useErrorDialog for a query that screens we do not own ask (the card brands of every card form): the
 * query names its fallback in `meta.erro`, and its failure is shown once, whichever screen asked it.
 */
export function mostrarErroDaConsulta(error: unknown, query: { meta?: { erro?: string } }): void {
  const fallback = query.meta?.erro;
  if (fallback) showApiErrorOnce(error, fallback);
}

/** A query cache that shows `meta.erro` on failure (the app's client is wired in main.tsx). */
export function errorDialogQueryCache(): QueryCache {
  return new QueryCache({ onError: mostrarErroDaConsulta });
}
