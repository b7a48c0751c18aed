import { tenantApi, type TenantCreateBody, type TenantPatchBody } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { tenantKeys } from './keys';

/** Creates a tenant whose admin the caller becomes; the tenant list refreshes. */
export const useCreateTenant = (options?: UseApiOptions) =>
  useEndpointMutation(tenantApi.create, (body: TenantCreateBody) => ({ body }), {
    ...options,
    cloud: true,
    invalidates: [tenantKeys.all],
  });

/** Changes a tenant's name or tag (its admins only). */
export const useUpdateTenant = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(tenantApi.update, (body: TenantPatchBody) => ({ params: { id }, body }), {
    ...options,
    cloud: true,
    invalidates: [tenantKeys.all],
  });

/** Deletes a tenant and all its data (its admins only); the list refreshes without it. */
export const useDeleteTenant = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(tenantApi.delete, () => ({ params: { id } }), {
    ...options,
    cloud: true,
    invalidates: [tenantKeys.all],
  });
