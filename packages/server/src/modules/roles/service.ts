import { adminTenantId, type RoleCreate, type RolePatch } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import { isManagementApiIndicator } from '../resources/management-api.js';
import { findResourcesByIds, findScopesByIds } from '../resources/queries.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  deleteRoleById,
  deleteRoleScope,
  findRoleById,
  findRoleByName,
  findRoleScopeIds,
  insertRole,
  insertRoleScopes,
  updateRoleById,
  type RoleRow,
} from './queries.js';
import { toRoleResponse } from './responses.js';
// The roles area's events join the catalogue wherever this service is compiled.
import './events.js';

const nameInUse = (name: string) => new RequestError('role.name_in_use', 422, { name });

/** The role, or 404. */
export async function requireRole(scope: TenantScope, id: string): Promise<RoleRow> {
  const role = await findRoleById(scope, id);
  if (!role) {
    throw notFound('role', id);
  }
  return role;
}

/** Only User roles can be default roles: they are given to new users. */
const assertDefaultAllowed = (type: string, isDefault: boolean | undefined) => {
  if (isDefault && type !== 'User') {
    throw new RequestError('role.type_mismatch', 422);
  }
};

/**
 * Checks scopes a role is about to hold: each must exist (404), and outside the admin tenant a
 * User role may not carry Management API scopes, which only machine-to-machine apps may hold.
 */
async function assertAssignableScopes(scope: TenantScope, roleType: string, scopeIds: readonly string[]) {
  const unique = [...new Set(scopeIds)];
  const scopes = await findScopesByIds(scope, unique);
  const missing = unique.find((id) => !scopes.some((row) => row.id === id));
  if (missing !== undefined) {
    throw notFound('scope', missing);
  }
  if (roleType === 'User' && scope.tenantId !== adminTenantId) {
    const resources = await findResourcesByIds(scope, [...new Set(scopes.map((row) => row.resource_id))]);
    if (resources.some((resource) => isManagementApiIndicator(scope.tenantId, resource.indicator))) {
      throw new RequestError('role.management_api_scopes_not_assignable_to_user_role', 422);
    }
  }
  return unique;
}

/** A role and the scopes it grants at once: one transaction, then `role.created`. */
export async function createRole(scope: TenantScope, input: RoleCreate) {
  const type = input.type ?? 'User';
  assertDefaultAllowed(type, input.isDefault);
  if (await findRoleByName(scope, input.name)) {
    throw nameInUse(input.name);
  }
  const scopeIds = await assertAssignableScopes(scope, type, input.scopeIds ?? []);
  try {
    return await scope.transaction(async (tx) => {
      const role = await insertRole(tx, {
        id: generateId(),
        name: input.name,
        description: input.description,
        type,
        is_default: input.isDefault ?? false,
      });
      await insertRoleScopes(tx, role.id, scopeIds);
      tx.emit('role.created', { role: toRoleResponse(role) });
      return role;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameInUse(input.name) : error;
  }
}

export async function updateRole(scope: TenantScope, id: string, changes: RolePatch) {
  const current = await requireRole(scope, id);
  assertDefaultAllowed(current.type, changes.isDefault);
  if (changes.name !== undefined && changes.name !== current.name && (await findRoleByName(scope, changes.name))) {
    throw nameInUse(changes.name);
  }
  if (changes.name === undefined && changes.description === undefined && changes.isDefault === undefined) {
    return current;
  }
  try {
    return await scope.transaction(async (tx) => {
      const updated = await updateRoleById(tx, id, {
        name: changes.name,
        description: changes.description,
        is_default: changes.isDefault,
      });
      if (!updated) {
        throw notFound('role', id);
      }
      tx.emit('role.data.updated', { role: toRoleResponse(updated) });
      return updated;
    });
  } catch (error) {
    throw isUniqueViolation(error) && changes.name ? nameInUse(changes.name) : error;
  }
}

export async function deleteRole(scope: TenantScope, id: string) {
  await scope.transaction(async (tx) => {
    if ((await deleteRoleById(tx, id)) === 0) {
      throw notFound('role', id);
    }
    tx.emit('role.deleted', { roleId: id });
  });
}

/** Gives the role more scopes; a scope it already holds is refused (422 `role.scope_exists`). */
export async function addRoleScopes(scope: TenantScope, roleId: string, scopeIds: readonly string[]) {
  const role = await requireRole(scope, roleId);
  const held = new Set(await findRoleScopeIds(scope, roleId));
  const duplicate = scopeIds.find((id) => held.has(id));
  if (duplicate !== undefined) {
    throw new RequestError('role.scope_exists', 422, { scopeId: duplicate });
  }
  const assignable = await assertAssignableScopes(scope, role.type, scopeIds);
  await scope.transaction(async (tx) => {
    await insertRoleScopes(tx, roleId, assignable);
    tx.emit('role.scopes.updated', { roleId });
  });
}

export async function removeRoleScope(scope: TenantScope, roleId: string, scopeId: string) {
  await requireRole(scope, roleId);
  await scope.transaction(async (tx) => {
    if ((await deleteRoleScope(tx, roleId, scopeId)) === 0) {
      throw notFound('role scope', scopeId);
    }
    tx.emit('role.scopes.updated', { roleId });
  });
}
