import { tenantApi, type TenantResponse } from '@tessera/schemas';

import { useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
import { tenantKeys } from './keys';

/** The signed-in user's tenants (cloud only), oldest first, each with the user's role. */
export const useTenants = (options?: QueryOptions) =>
  useEndpointQuery(tenantKeys.list(), tenantApi.list, {}, { ...options, cloud: true });

/** One of the user's tenants, read from the list; `data` is undefined while loading or when it is not theirs. */
export const useTenant = (id: string | undefined, options?: QueryOptions) => {
  const tenants = useTenants(options);
  const tenant: TenantResponse | undefined = id ? tenants.data?.find((item) => item.id === id) : undefined;
  return { ...tenants, data: tenant };
};
