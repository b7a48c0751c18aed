import { useQuery, useSuspenseQuery } from '@tanstack/react-query';

import { shellContracts } from '../load-shell-contracts';
import { shouldRetryQuery } from '../query-client';
import { RequestError } from '../request-error';
import { useApi } from '../use-api';
import { wellKnownKeys } from './keys';

/*
 * Both are read by the console shell, before any page, so their contract comes from
 * `shellContracts` (zod stays out of the first load). The answers are parsed with it: sign-in
 * and the routes are built on them.
 */

/**
 * What the server tells the console about itself: edition, version, how to sign in. It suspends
 * until loaded: the app shows a loading view meanwhile, and the error page if the server cannot
 * answer.
 */
export const useConsoleConfig = () => {
  const api = useApi({ hideErrorToast: true });
  const endpoint = shellContracts().wellKnownApi.getConsoleConfig;
  const { data } = useSuspenseQuery({
    queryKey: wellKnownKeys.consoleConfig(),
    queryFn: async () => endpoint.response.parse(await api.call(endpoint, {})),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
};

export const isTenantNotFound = (error: unknown) => error instanceof RequestError && error.status === 404;

/**
 * Where the tenant serves its users. The server answers 404 for a tenant it does not know, which
 * callers show as "not found" instead of a toast.
 */
export const useTenantEndpoint = (tenantId: string, { enabled = true }: { enabled?: boolean } = {}) => {
  const api = useApi({ hideErrorToast: ['tenant.not_found'] });
  const endpoint = shellContracts().wellKnownApi.getTenantEndpoint;
  return useQuery({
    queryKey: wellKnownKeys.tenantEndpoint(tenantId),
    queryFn: async () => endpoint.response.parse(await api.call(endpoint, { params: { tenantId } })),
    staleTime: Number.POSITIVE_INFINITY,
    // An unknown tenant stays unknown; asking again only delays the answer.
    retry: (failureCount, error) => !isTenantNotFound(error) && shouldRetryQuery(failureCount, error),
    enabled,
  });
};
