import type { Kysely } from 'kysely';
import {
  adminTenantId,
  cloudApiIndicator,
  cloudScopes,
  collaboratorPermissions,
  tenantPermissions,
  type TenantRole,
} from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { generateId } from '../../utils/id.js';
import { insertOrganizationRoleScopes } from '../organizations/role-scope-queries.js';
import {
  findOrganizationRoleByName,
  findOrganizationScopeByName,
  insertOrganizationRole,
  insertOrganizationScope,
} from '../organizations/template-queries.js';
import { findResourceByIndicator, findScopeByName, insertResource, insertScope } from '../resources/queries.js';
import { findRoleByName, insertRole, insertRoleScopes } from '../roles/queries.js';
import { ensureOperatorRole } from '../tenant-suspension/operator-role.js';

/** The admin-tenant role every console user holds in the cloud edition: may create and see tenants. */
export const cloudUserRoleName = 'user';
const cloudUserScopes = ['create:tenant', 'manage:tenant:self'] as const;

/** Tenant roles (spec 000 §6) as the admin tenant's organization roles, with their permissions. */
const tenantRolePermissions: Record<TenantRole, readonly string[]> = {
  admin: tenantPermissions,
  collaborator: collaboratorPermissions,
};

async function ensureCloudApi(scope: TenantScope) {
  const resource =
    (await findResourceByIndicator(scope, cloudApiIndicator)) ??
    (await insertResource(scope, { id: generateId(), name: 'Cloud API', indicator: cloudApiIndicator, access_token_ttl: 3600 }));
  const scopes = [];
  for (const name of cloudScopes) {
    scopes.push(
      (await findScopeByName(scope, resource.id, name)) ??
        (await insertScope(scope, { id: generateId(), resource_id: resource.id, name, description: `Cloud API: ${name}.` })),
    );
  }
  const role =
    (await findRoleByName(scope, cloudUserRoleName)) ??
    (await insertRole(scope, {
      id: generateId(),
      name: cloudUserRoleName,
      description: 'Console user of the cloud edition: creates and manages their tenants.',
      type: 'User',
      is_default: true,
    }));
  const granted = scopes.filter((each) => (cloudUserScopes as readonly string[]).includes(each.name));
  await insertRoleScopes(scope, role.id, granted.map((each) => each.id));
}

async function ensureTenantRoles(scope: TenantScope) {
  const permissions = [];
  for (const name of tenantPermissions) {
    permissions.push(
      (await findOrganizationScopeByName(scope, name)) ??
        (await insertOrganizationScope(scope, { id: generateId(), name, description: `Tenant permission ${name}.` })),
    );
  }
  for (const [name, held] of Object.entries(tenantRolePermissions)) {
    const role =
      (await findOrganizationRoleByName(scope, name)) ??
      (await insertOrganizationRole(scope, { id: generateId(), name, description: `Tenant ${name}.` }));
    const granted = permissions.filter((permission) => held.includes(permission.name));
    await insertOrganizationRoleScopes(scope, role.id, granted.map((permission) => permission.id));
  }
}

/**
 * What the cloud edition adds to the admin tenant: the cloud API with the cloud scopes (spec 001
 * §6) and the default role granting console users theirs, and the tenant roles admin and
 * collaborator in the organization template, which `t-{tenantId}` organizations use. Idempotent,
 * in one transaction under a lock: server processes starting together never race on it.
 */
export async function seedCloud(db: Kysely<Database>) {
  await scopeToTenant(db, adminTenantId).transaction(async (scope) => {
    await scope.lockForTransaction('cloud-seed');
    await ensureCloudApi(scope);
    await ensureOperatorRole(scope);
    await ensureTenantRoles(scope);
  });
}
