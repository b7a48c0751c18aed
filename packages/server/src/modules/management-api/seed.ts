import type { Kysely } from 'kysely';
import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { managementApiIndicator, managementApiScope } from '../../tenancy/tenant-urls.js';
import { generateId } from '../../utils/id.js';
import { findResourceByIndicator, findScopeByName, insertResource, insertScope } from '../resources/queries.js';
import { findRoleByName, insertRole, insertRoleScopes } from '../roles/queries.js';

/** Built-in role that gives a machine-to-machine app full access to its tenant's Management API. */
export const managementApiAccessRoleName = 'Management API access';
/** Console users holding this admin-tenant role manage the `default` tenant. */
export const consoleAdminRoleName = (tenantId: string) => `${tenantId}:admin`;

async function ensureManagementApi(scope: TenantScope, forTenantId: string) {
  const indicator = managementApiIndicator(forTenantId);
  const resource =
    (await findResourceByIndicator(scope, indicator)) ??
    (await insertResource(scope, {
      id: generateId(),
      name: forTenantId === scope.tenantId ? 'Tessera Management API' : `Management API of ${forTenantId}`,
      indicator,
      access_token_ttl: 3600,
    }));
  const all =
    (await findScopeByName(scope, resource.id, managementApiScope)) ??
    (await insertScope(scope, {
      id: generateId(),
      resource_id: resource.id,
      name: managementApiScope,
      description: 'Default scope for Management API, allows all permissions.',
    }));
  return { resource, all };
}

async function ensureRole(scope: TenantScope, name: string, type: 'User' | 'MachineToMachine', description: string, scopeId: string) {
  const role =
    (await findRoleByName(scope, name)) ??
    (await insertRole(scope, { id: generateId(), name, description, type }));
  await insertRoleScopes(scope, role.id, [scopeId]);
  return role;
}

/**
 * The Management API of a tenant as a resource in its own tenant (for M2M apps) and in the admin
 * tenant (for console users), each with the `all` scope and a built-in role holding it. `db` may
 * be a transaction: nothing here opens one.
 */
export async function seedManagementApiOf(db: Kysely<Database>, tenantId: string) {
  await seedOwnManagementApi(db, tenantId);
  return seedConsoleManagementApi(db, tenantId);
}

/** The tenant's Management API in its own tenant, with the machine-to-machine role; `db` is the tenant's database. */
export async function seedOwnManagementApi(db: Kysely<Database>, tenantId: string) {
  const tenantScope = scopeToTenant(db, tenantId);
  const own = await ensureManagementApi(tenantScope, tenantId);
  await ensureRole(tenantScope, managementApiAccessRoleName, 'MachineToMachine', 'Full access to the Management API.', own.all.id);
}

/**
 * The tenant's Management API as a resource of the admin tenant, with the `{tenantId}:admin`
 * role console users hold; `db` is the home database. Answers the role.
 */
export async function seedConsoleManagementApi(db: Kysely<Database>, tenantId: string) {
  const adminScope = scopeToTenant(db, adminTenantId);
  const forConsole = await ensureManagementApi(adminScope, tenantId);
  const description = tenantId === defaultTenantId ? 'Administrator of the default tenant.' : `Administrator of the tenant ${tenantId}.`;
  return ensureRole(adminScope, consoleAdminRoleName(tenantId), 'User', description, forConsole.all.id);
}

/** The Management API of `default` (see `seedManagementApiOf`). */
export async function seedManagementApi(db: Kysely<Database>) {
  await seedManagementApiOf(db, defaultTenantId);
}
