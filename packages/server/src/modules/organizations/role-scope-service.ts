import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound } from '../../errors/request-error.js';
import {
  assertOrganizationScopesExist,
  assertResourceScopesExist,
  requireOrganizationRole,
} from './template-service.js';
import {
  deleteOrganizationRoleResourceScope,
  deleteOrganizationRoleResourceScopesExcept,
  deleteOrganizationRoleScope,
  deleteOrganizationRoleScopesExcept,
  insertOrganizationRoleResourceScopes,
  insertOrganizationRoleScopes,
} from './role-scope-queries.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

// The scopes an organization role grants: organization scopes and API resource scopes.

/** Grants more organization scopes; scopes granted already stay. */
export async function addOrganizationRoleScopes(
  scope: TenantScope,
  roleId: string,
  scopeIds: readonly string[],
) {
  await requireOrganizationRole(scope, roleId);
  const existing = await assertOrganizationScopesExist(scope, scopeIds);
  await scope.transaction(async (tx) => {
    await insertOrganizationRoleScopes(tx, roleId, existing);
    tx.emit('organization_role.scopes.updated', { organizationRoleId: roleId });
  });
}

/** Grants exactly these organization scopes, in one transaction. */
export async function replaceOrganizationRoleScopes(
  scope: TenantScope,
  roleId: string,
  scopeIds: readonly string[],
) {
  await requireOrganizationRole(scope, roleId);
  const unique = await assertOrganizationScopesExist(scope, scopeIds);
  await scope.transaction(async (tx) => {
    await deleteOrganizationRoleScopesExcept(tx, roleId, unique);
    await insertOrganizationRoleScopes(tx, roleId, unique);
    tx.emit('organization_role.scopes.updated', { organizationRoleId: roleId });
  });
}

export async function removeOrganizationRoleScope(
  scope: TenantScope,
  roleId: string,
  scopeId: string,
) {
  await requireOrganizationRole(scope, roleId);
  await scope.transaction(async (tx) => {
    if ((await deleteOrganizationRoleScope(tx, roleId, scopeId)) === 0) {
      throw notFound('organization role scope', scopeId);
    }
    tx.emit('organization_role.scopes.updated', { organizationRoleId: roleId });
  });
}

/** Grants more API resource scopes; scopes granted already stay. */
export async function addOrganizationRoleResourceScopes(
  scope: TenantScope,
  roleId: string,
  scopeIds: readonly string[],
) {
  await requireOrganizationRole(scope, roleId);
  const existing = await assertResourceScopesExist(scope, scopeIds);
  await scope.transaction(async (tx) => {
    await insertOrganizationRoleResourceScopes(tx, roleId, existing);
    tx.emit('organization_role.scopes.updated', { organizationRoleId: roleId });
  });
}

/** Grants exactly these API resource scopes, in one transaction. */
export async function replaceOrganizationRoleResourceScopes(
  scope: TenantScope,
  roleId: string,
  scopeIds: readonly string[],
) {
  await requireOrganizationRole(scope, roleId);
  const unique = await assertResourceScopesExist(scope, scopeIds);
  await scope.transaction(async (tx) => {
    await deleteOrganizationRoleResourceScopesExcept(tx, roleId, unique);
    await insertOrganizationRoleResourceScopes(tx, roleId, unique);
    tx.emit('organization_role.scopes.updated', { organizationRoleId: roleId });
  });
}

export async function removeOrganizationRoleResourceScope(
  scope: TenantScope,
  roleId: string,
  scopeId: string,
) {
  await requireOrganizationRole(scope, roleId);
  await scope.transaction(async (tx) => {
    if ((await deleteOrganizationRoleResourceScope(tx, roleId, scopeId)) === 0) {
      throw notFound('organization role resource scope', scopeId);
    }
    tx.emit('organization_role.scopes.updated', { organizationRoleId: roleId });
  });
}
