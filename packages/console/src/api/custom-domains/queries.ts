import { customDomainApi, type CustomDomainResponse } from '@tessera/schemas';
import { useQuery } from '@tanstack/react-query';

import { useApi } from '../use-api';
import { customDomainKeys } from './keys';

/** How often a domain still being checked is read again: its status moves on the server's checks. */
export const domainStatusPollMs = 10_000;

const isSettled = (domains: CustomDomainResponse[] | undefined) =>
  !domains?.some(({ status }) => status === 'PendingVerification' || status === 'PendingSsl');

/** The tenant's custom domains (at most one), read again while one is still being checked. */
export const useCustomDomains = (tenantId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: customDomainKeys.list(tenantId),
    queryFn: ({ signal }) => api.call(customDomainApi.list, { signal }),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : domainStatusPollMs),
  });
};
