import { scopeToTenant } from '../db/tenant-scope.js';
import type { TestServer } from './test-server.js';
import { insertTenantIfMissing } from '../tenancy/tenant-queries.js';

export const otherTenantId = 'other';

/**
 * A second tenant in the database, for checks that nothing crosses tenants. The open-source
 * edition does not serve it over HTTP; its data is reached through its own tenant scope.
 */
export async function createOtherTenant(server: TestServer) {
  const { db } = server.context.database;
  await insertTenantIfMissing(db, { id: otherTenantId, name: 'Other', tag: 'development' });
  return scopeToTenant(db, otherTenantId);
}
