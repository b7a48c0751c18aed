import { adminTenantId } from '@tessera/schemas';
import type { TenantScope } from '../db/tenant-scope.js';

/**
 * The admin tenant's scope, where the cloud API keeps what is not a tenant's own data: console
 * users and their custom data, and the `t-{tenantId}` organizations that carry tenant membership.
 * The composition root builds it once and hands it to the cloud API's areas.
 */
export const adminTenantScope = (tenantScope: (tenantId: string) => TenantScope): TenantScope => tenantScope(adminTenantId);
