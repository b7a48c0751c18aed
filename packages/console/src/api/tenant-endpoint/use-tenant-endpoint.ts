import { useQuery } from '@tanstack/react-query';

import { shouldRetryQuery } from '../query-client';
import { RequestError } from '../request-error';
import { useApi } from '../use-api';

/** Well-known data: kept when the tenant changes (spec 000 §4.2), so keyed apart from tenant data. */
export const tenantEndpointQueryKey = (tenantId: string) => ['well-known', 'endpoints', tenantId] as const;

export const isTenantNotFound = (error: unknown) => error instanceof RequestError && error.status === 404;

const parseEndpoint = (body: unknown) => {
  const user = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).user : undefined;
  if (typeof user !== 'string') {
    throw new TypeError('The server sent a tenant endpoint without a user URL');
  }
  return { user };
};

/**
 * `GET /api/.well-known/endpoints/{tenantId}`: where the tenant serves its users. It answers 404
 * for a tenant the server does not know, which callers show as "not found" instead of a toast.
 */
export const useTenantEndpoint = (tenantId: string, { enabled = true }: { enabled?: boolean } = {}) => {
  const api = useApi({ hideErrorToast: ['tenant.not_found'] });
  return useQuery({
    queryKey: tenantEndpointQueryKey(tenantId),
    queryFn: async () => parseEndpoint(await api.get(`api/.well-known/endpoints/${encodeURIComponent(tenantId)}`)),
    staleTime: Number.POSITIVE_INFINITY,
    // An unknown tenant stays unknown; asking again only delays the answer.
    retry: (failureCount, error) => !isTenantNotFound(error) && shouldRetryQuery(failureCount, error),
    enabled,
  });
};
