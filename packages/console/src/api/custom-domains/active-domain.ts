import { customDomainApi } from '@tessera/schemas';
import { useQuery } from '@tanstack/react-query';

import { useApi } from '../use-api';
import { customDomainKeys } from './keys';

/**
 * The tenant's Active custom domain (cloud edition), or undefined. Read quietly: pages that show
 * URLs to copy into an identity provider add the domain's variant when there is one, and a
 * member who may not read domains simply sees none.
 */
export const useActiveCustomDomain = (tenantId: string, { enabled }: { enabled: boolean }) => {
  const api = useApi({ hideErrorToast: true });
  const { data } = useQuery({
    queryKey: customDomainKeys.list(tenantId),
    queryFn: ({ signal }) => api.call(customDomainApi.list, { signal }),
    enabled: enabled && Boolean(tenantId),
  });
  return data?.find(({ status }) => status === 'Active')?.domain;
};

/**
 * `url`, built on the tenant's base URL `base`, as it is on the custom domain (the tenant at the
 * domain's root); undefined for a URL not under `base`.
 */
export const urlOnCustomDomain = (url: string, base: string, domain: string) => {
  const root = base.replace(/\/+$/, '');
  return url === root || url.startsWith(`${root}/`) ? `https://${domain}${url.slice(root.length)}` : undefined;
};
