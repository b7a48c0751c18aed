import type { Kysely } from 'kysely';
import { adminTenantId, defaultTenantId, type TenantSuspension } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findTenantSuspensionById, suspendTenantById, unsuspendTenantById } from './queries.js';
import './events.js';

/** What suspension works with: the database, and a scope of the tenant to announce the change. */
export type SuspensionDependencies = {
  db: Kysely<Database>;
  scopeOf: (tenantId: string) => TenantScope;
};

// The built-in tenants sign every console user in and serve the console itself: suspending
// either would lock the operators out with everyone else.
const builtInTenantIds = new Set([adminTenantId, defaultTenantId]);

type SuspensionRow = { id: string; is_suspended: boolean; suspended_at: Date | null };

const toTenantSuspension = (row: SuspensionRow): TenantSuspension => ({
  tenantId: row.id,
  isSuspended: row.is_suspended,
  suspendedAt: row.suspended_at?.getTime() ?? null,
});

async function changeSuspension(
  { db, scopeOf }: SuspensionDependencies,
  tenantId: string,
  write: () => Promise<SuspensionRow | undefined>,
): Promise<TenantSuspension> {
  if (builtInTenantIds.has(tenantId)) {
    throw new RequestError('tenant.suspension_not_allowed', 400, { tenantId });
  }
  const before = await findTenantSuspensionById(db, tenantId);
  const after = before ? await write() : undefined;
  if (!before || !after) {
    throw new RequestError('tenant.not_found', 404, { tenantId });
  }
  if (before.is_suspended !== after.is_suspended) {
    // Every instance drops what it cached about the tenant (app/cache-invalidation.ts).
    scopeOf(tenantId).emit('tenant.suspension.updated', { isSuspended: after.is_suspended });
  }
  return toTenantSuspension(after);
}

/** Suspends a tenant: its sign-in, token endpoint and Management API refuse until it is lifted. */
export const suspendTenant = (dependencies: SuspensionDependencies, tenantId: string, now = new Date()) =>
  changeSuspension(dependencies, tenantId, () => suspendTenantById(dependencies.db, tenantId, now));

/** Lifts a tenant's suspension. */
export const unsuspendTenant = (dependencies: SuspensionDependencies, tenantId: string) =>
  changeSuspension(dependencies, tenantId, () => unsuspendTenantById(dependencies.db, tenantId));
