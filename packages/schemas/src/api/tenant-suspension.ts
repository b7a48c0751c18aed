import { z } from 'zod';

import { timestampGuard } from '../entities/common';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';

/** The admin-tenant role whose holders may suspend tenants (cloud scope `suspend:tenant`). */
export const operatorRoleName = 'operator';

/** A tenant's suspension as the operator sees it. */
export const tenantSuspensionGuard = z
  .object({
    tenantId: z.string(),
    isSuspended: z.boolean(),
    suspendedAt: timestampGuard.nullable().meta({ description: 'Since when, while suspended.' }),
  })
  .meta({ id: 'TenantSuspension' });
export type TenantSuspension = z.infer<typeof tenantSuspensionGuard>;

const failures = {
  400: 'A built-in tenant (admin, default) cannot be suspended.',
  401: 'No valid cloud API token.',
  403: 'The token lacks `suspend:tenant`.',
  404: 'No such tenant, or not the cloud edition.',
};

/**
 * The cloud API's tenant suspension, for operators (admin tenant, cloud edition). A suspended
 * tenant's sign-in, token endpoint and Management API answer 403 `tenant.suspended`.
 */
export const tenantSuspensionApi = {
  suspend: defineEndpoint({
    method: 'post',
    path: '/tenants/{id}/suspension',
    summary: 'Suspend a tenant',
    description: 'Suspends the tenant; suspending a suspended tenant keeps its first date. Needs `suspend:tenant`.',
    params: pathParams('id'),
    response: tenantSuspensionGuard,
    returns: 'The suspension.',
    failures,
  }),
  unsuspend: defineEndpoint({
    method: 'delete',
    path: '/tenants/{id}/suspension',
    summary: 'Lift a tenant suspension',
    description: 'Restores the tenant; lifting the suspension of a tenant that has none changes nothing. Needs `suspend:tenant`.',
    params: pathParams('id'),
    response: tenantSuspensionGuard,
    returns: 'The tenant, no longer suspended.',
    failures,
  }),
} as const;
