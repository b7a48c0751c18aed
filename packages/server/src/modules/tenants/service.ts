import type { Kysely } from 'kysely';
import {
  adminTenantId,
  defaultTenantId,
  defaultTenantName,
  type TenantCreateBody,
  type TenantPatchBody,
  type TenantRole,
} from '@tessera/schemas';
import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import { toJson } from '../../db/json.js';
import type { RegionDatabases } from '../../db/region-databases.js';
import type { Database } from '../../db/schema.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import {
  deleteTenantById,
  findTenantById,
  updateTenantById,
  type TenantRow,
} from '../../tenancy/tenant-queries.js';
import { managementApiIndicator } from '../../tenancy/tenant-urls.js';
import { generateId } from '../../utils/id.js';
import { consoleAdminRoleName } from '../management-api/seed.js';
import { insertOrganizationUserRoles } from '../organizations/member-role-queries.js';
import { insertOrganizationUsers } from '../organizations/membership-queries.js';
import { deleteOrganizationById, insertOrganization } from '../organizations/queries.js';
import { findOrganizationRoleByName } from '../organizations/template-queries.js';
import { deleteResourceById, findResourceByIndicator } from '../resources/queries.js';
import { deleteRoleById, findRoleByName, insertUserRoles } from '../roles/queries.js';
import { alignPlanWithTag } from '../subscriptions/subscription.js';
import { assertRetagWithinFreeTenantCap, assertWithinFreeTenantCap } from './free-tenant-cap.js';
import { findTenantRolesOfUser, tenantOrganizationId } from './membership.js';
import { provisionTenantHome, provisionTenantRows } from './provision.js';

/**
 * What the tenant service works with: the home database (the directory, memberships, billing),
 * the region databases tenants' rows live in, the admin tenant's scope, the cache bus, and
 * where billing is kept, how a deleted tenant's paid subscription is ended (the tenant service
 * does not know payment providers; the app wires them in).
 */
export type TenantsDependencies = {
  db: Kysely<Database>;
  databases: RegionDatabases;
  adminScope: TenantScope;
  bus: InvalidationBus;
  endBilling?: (tenantId: string) => Promise<void>;
};

/** Cloud tenant ids: short, lowercase, random (never one of the built-in tenants). */
const tenantIdLength = 6;
const builtInTenantIds = new Set([adminTenantId, defaultTenantId]);

const tenantNotFound = (tenantId: string) => new RequestError('tenant.not_found', 404, { tenantId });

/** The caller's role in the tenant; 404 when they are not a member (as if it did not exist). */
export async function requireTenantRole(
  { adminScope }: TenantsDependencies,
  userId: string,
  tenantId: string,
): Promise<TenantRole> {
  const role = builtInTenantIds.has(tenantId) ? undefined : (await findTenantRolesOfUser(adminScope, userId)).get(tenantId);
  if (!role) {
    throw tenantNotFound(tenantId);
  }
  return role;
}

/** Changing or deleting a tenant is for its admins (`manage:tenant`, spec 000 §6). */
export function assertTenantAdmin(role: TenantRole): asserts role is 'admin' {
  if (role !== 'admin') {
    throw new RequestError('auth.forbidden', 403);
  }
}

async function newTenantId(db: Kysely<Database>) {
  for (;;) {
    const id = generateId(tenantIdLength);
    if (!builtInTenantIds.has(id) && !(await findTenantById(db, id))) {
      return id;
    }
  }
}

/** Makes the creator the tenant's admin: member of `t-{tenantId}` with the admin role. */
async function addTenantAdmin(admin: TenantScope, tenantId: string, userId: string, consoleAdminRoleId: string) {
  const role = await findOrganizationRoleByName(admin, 'admin');
  if (!role) {
    throw new Error('The tenant roles are not seeded in the admin tenant.');
  }
  const organizationId = tenantOrganizationId(tenantId);
  await insertOrganization(admin, {
    id: organizationId,
    name: `Tenant ${tenantId}`,
    description: null,
    custom_data: toJson({}),
    color: toJson({}),
    branding: toJson({}),
    custom_css: null,
  });
  await insertOrganizationUsers(admin, organizationId, [userId]);
  await insertOrganizationUserRoles(admin, organizationId, [userId], [role.id]);
  // The admin-tenant role granting the tenant's Management API to console users.
  await insertUserRoles(admin, userId, [consoleAdminRoleId]);
}

/** New tenants and deleted ones change which tenants exist and the admin tenant's resources. */
export const announceTenantChange = (bus: InvalidationBus, tenantId: string) => {
  bus.publish({ kind: 'tenant', tenantId });
  bus.publish({ kind: 'resources', tenantId: adminTenantId });
};

/**
 * Creates and provisions a tenant and makes the creator its admin; `trx` is a transaction of the
 * home database, and the caller announces the tenant (`announceTenantChange`) once committed.
 * A region with a database of its own gets the tenant's rows first, committed on their own; when
 * the home part then fails, they are deleted again before the error goes on (a tenant nobody
 * belongs to is never listed, so the moment between is harmless). A region living in the home
 * database gets them in `trx`, so a failure leaves nothing behind.
 */
export async function insertTenant(
  trx: Kysely<Database>,
  creatorId: string,
  input: TenantCreateBody,
  databases: RegionDatabases,
): Promise<TenantRow> {
  const id = await newTenantId(trx);
  const seed = { id, name: input.name?.trim() || defaultTenantName, tag: input.tag ?? 'development', regionName: input.regionName } as const;
  const region = databases.of(input.regionName);
  const ownRegion = region !== databases.home.db;
  if (ownRegion) {
    await region.transaction().execute((regionTrx) => provisionTenantRows(regionTrx, seed));
  } else {
    await provisionTenantRows(trx, seed);
  }
  try {
    const consoleAdminRole = await provisionTenantHome(trx, seed);
    if (!consoleAdminRole) {
      throw new Error(`Tenant ${id} has no Management API.`);
    }
    await addTenantAdmin(scopeToTenant(trx, adminTenantId), id, creatorId, consoleAdminRole.id);
    const created = await findTenantById(trx, id);
    if (!created) {
      throw new Error(`Tenant ${id} was not created.`);
    }
    return created;
  } catch (error) {
    if (ownRegion) {
      await deleteTenantById(region, id);
    }
    throw error;
  }
}

/**
 * Creates and provisions a tenant in one transaction and makes the creator its admin; a blank
 * name becomes "My project", the tag defaults to development. The free-tenant cap is checked in
 * that transaction, so two creations racing at the cap are counted one after the other.
 */
export async function createTenant(
  dependencies: TenantsDependencies,
  creatorId: string,
  input: TenantCreateBody,
): Promise<TenantRow> {
  const { db, bus, databases } = dependencies;
  const tenant = await db.transaction().execute(async (trx) => {
    await assertWithinFreeTenantCap(trx, creatorId, input);
    return insertTenant(trx, creatorId, input, databases);
  });
  announceTenantChange(bus, tenant.id);
  return tenant;
}

/**
 * Renames or re-tags a tenant (a re-tagged tenant on free or dev moves to its tag's plan, within
 * the free-tenant cap); only its admins. A region with a database of its own keeps a copy of the
 * tenant row: it is written while the home transaction is still open, so a failure there rolls
 * the directory back and the call can simply be repeated. Should the home commit itself fail
 * after, the copy is ahead of the directory until the next change, which writes the whole
 * name and tag again; the directory is what every read uses.
 */
export async function updateTenant(
  dependencies: TenantsDependencies,
  userId: string,
  tenantId: string,
  changes: TenantPatchBody,
): Promise<TenantRow> {
  assertTenantAdmin(await requireTenantRole(dependencies, userId, tenantId));
  const { db, databases } = dependencies;
  const updated =
    changes.name === undefined && changes.tag === undefined
      ? await findTenantById(db, tenantId)
      : await db.transaction().execute(async (trx) => {
          await assertRetagWithinFreeTenantCap(trx, userId, tenantId, changes.tag);
          const row = await updateTenantById(trx, tenantId, { name: changes.name, tag: changes.tag });
          if (!row) {
            return row;
          }
          if (changes.tag !== undefined) {
            await alignPlanWithTag(scopeToTenant(trx, tenantId), row.tag);
          }
          const region = databases.of(row.region_name);
          if (region !== db) {
            await updateTenantById(region, tenantId, { name: row.name, tag: row.tag });
          }
          return row;
        });
  if (!updated) {
    throw tenantNotFound(tenantId);
  }
  return updated;
}

/**
 * Deletes a tenant with all its data: in one transaction of the home database, what the admin
 * tenant holds for it (the `t-{tenantId}` organization, its Management API resource and
 * administrator role) and its directory entry, with which its rows there go (they cascade with
 * the tenant); then, when its region has a database of its own, its rows there. Only its admins.
 * Should the region's part fail, the tenant is gone all the same (the directory decides) and the
 * error is answered; the region's clean-up job (`region-clean-up.ts`) deletes the rows left there.
 */
export async function deleteTenant(dependencies: TenantsDependencies, userId: string, tenantId: string) {
  assertTenantAdmin(await requireTenantRole(dependencies, userId, tenantId));
  const directoryEntry = await findTenantById(dependencies.db, tenantId);
  if (!directoryEntry) {
    throw tenantNotFound(tenantId);
  }
  // Ended first: a provider that cannot be reached leaves the tenant as it was.
  await dependencies.endBilling?.(tenantId);
  await dependencies.db.transaction().execute(async (trx) => {
    const admin = scopeToTenant(trx, adminTenantId);
    await deleteOrganizationById(admin, tenantOrganizationId(tenantId));
    const resource = await findResourceByIndicator(admin, managementApiIndicator(tenantId));
    if (resource) {
      await deleteResourceById(admin, resource.id);
    }
    const role = await findRoleByName(admin, consoleAdminRoleName(tenantId));
    if (role) {
      await deleteRoleById(admin, role.id);
    }
    await deleteTenantById(trx, tenantId);
  });
  // Gone from the directory, the tenant answers 404 everywhere; its region's rows follow.
  const region = dependencies.databases.of(directoryEntry.region_name);
  try {
    if (region !== dependencies.db) {
      await deleteTenantById(region, tenantId);
    }
  } finally {
    announceTenantChange(dependencies.bus, tenantId);
  }
}
