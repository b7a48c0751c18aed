import { QueryClient } from '@tanstack/react-query';

import { RequestError } from './request-error';

const maxRetries = 2;

/** Retrying cannot fix a missing session or a missing permission. */
export const shouldRetryQuery = (failureCount: number, error: unknown) =>
  !(error instanceof RequestError && (error.status === 401 || error.status === 403)) && failureCount < maxRetries;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
