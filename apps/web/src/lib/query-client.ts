import { type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retries only what a retry can fix: network failures and 5xx, never a 4xx answer. */
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 && failureCount < 1;
  return failureCount < 2;
}

type AoFalhar = (error: unknown, query: Query<unknown, unknown, unknown>) => void;
let aoFalhar: AoFalhar | null = null;

/**
 * What the app does when a query fails (the components layer shows a query's `meta.erro`): set once by
 * the app, below which this file sits.
 */
export function aoFalharConsulta(f: AoFalhar): void {
  aoFalhar = f;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => aoFalhar?.(error, query) }),
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
