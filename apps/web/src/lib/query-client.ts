import { QueryClient } from '@tanstack/react-query';
import { errorDialogQueryCache } from '../components/error-dialog';
import { ApiError } from './api-client';

/** Retries only what a retry can fix: network failures and 5xx, never a 4xx answer. */
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 && failureCount < 1;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: errorDialogQueryCache(),
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
