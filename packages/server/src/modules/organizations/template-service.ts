import type {
  OrganizationRoleCreate,
  OrganizationRolePatch,
  OrganizationScopeCreate,
  OrganizationScopePatch,
} from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import { findScopesByIds } from '../resources/queries.js';
import { toOrganizationRoleResponse, toOrganizationScopeResponse } from './responses.js';
import {
  deleteOrganizationRoleById,
  deleteOrganizationScopeById,
  findOrganizationRoleById,
  findOrganizationRoleByName,
  findOrganizationScopeById,
  findOrganizationScopeByName,
  findOrganizationScopesByIds,
  insertOrganizationRole,
  insertOrganizationScope,
  isOrganizationRoleHeld,
  updateOrganizationRoleById,
  updateOrganizationScopeById,
  type OrganizationRoleRow,
  type OrganizationScopeRow,
} from './template-queries.js';
import {
  insertOrganizationRoleResourceScopes,
  insertOrganizationRoleScopes,
} from './role-scope-queries.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

/**
 * A name taken in the template: the reference's code for a unique value in use. Checked before
 * the write for a clear answer, and again from the unique index when a concurrent write wins.
 */
const nameInUse = (name: string) =>
  new RequestError('entity.unique_integrity_violation', 422, { field: 'name', value: name });

const asNameInUse = (name: string | undefined) => (error: unknown) => {
  throw isUniqueViolation(error) && name !== undefined ? nameInUse(name) : error;
};

export async function requireOrganizationScope(
  scope: TenantScope,
  id: string,
): Promise<OrganizationScopeRow> {
  const row = await findOrganizationScopeById(scope, id);
  if (!row) {
    throw notFound('organization scope', id);
  }
  return row;
}

export async function requireOrganizationRole(
  scope: TenantScope,
  id: string,
): Promise<OrganizationRoleRow> {
  const row = await findOrganizationRoleById(scope, id);
  if (!row) {
    throw notFound('organization role', id);
  }
  return row;
}

/** Every id names an organization scope of this tenant (404 naming the first that does not). */
export async function assertOrganizationScopesExist(scope: TenantScope, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = new Set((await findOrganizationScopesByIds(scope, unique)).map((row) => row.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw notFound('organization scope', missing);
  }
  return unique;
}

/** Every id names an API resource scope of this tenant (404 naming the first that does not). */
export async function assertResourceScopesExist(scope: TenantScope, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = new Set((await findScopesByIds(scope, unique)).map((row) => row.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw notFound('scope', missing);
  }
  return unique;
}

// Organization scopes.

export async function createOrganizationScope(scope: TenantScope, input: OrganizationScopeCreate) {
  if (await findOrganizationScopeByName(scope, input.name)) {
    throw nameInUse(input.name);
  }
  return scope.transaction(async (tx) => {
    const row = await insertOrganizationScope(tx, {
      id: generateId(),
      name: input.name,
      description: input.description ?? null,
    }).catch(asNameInUse(input.name));
    tx.emit('organization_scope.created', { organizationScope: toOrganizationScopeResponse(row) });
    return row;
  });
}

export async function updateOrganizationScope(
  scope: TenantScope,
  id: string,
  changes: OrganizationScopePatch,
) {
  const current = await requireOrganizationScope(scope, id);
  if (
    changes.name !== undefined &&
    changes.name !== current.name &&
    (await findOrganizationScopeByName(scope, changes.name))
  ) {
    throw nameInUse(changes.name);
  }
  if (changes.name === undefined && changes.description === undefined) {
    return current;
  }
  return scope.transaction(async (tx) => {
    const updated = await updateOrganizationScopeById(tx, id, {
      name: changes.name,
      description: changes.description,
    }).catch(asNameInUse(changes.name));
    if (!updated) {
      throw notFound('organization scope', id);
    }
    tx.emit('organization_scope.data.updated', { organizationScope: toOrganizationScopeResponse(updated) });
    return updated;
  });
}

/** Roles granting the scope lose it with it (the relation cascades). */
export async function deleteOrganizationScope(scope: TenantScope, id: string) {
  await scope.transaction(async (tx) => {
    if ((await deleteOrganizationScopeById(tx, id)) === 0) {
      throw notFound('organization scope', id);
    }
    tx.emit('organization_scope.deleted', { organizationScopeId: id });
  });
}

// Organization roles.

/** A role and the scopes it grants at once: checks first, one transaction, then the event. */
export async function createOrganizationRole(scope: TenantScope, input: OrganizationRoleCreate) {
  if (await findOrganizationRoleByName(scope, input.name)) {
    throw nameInUse(input.name);
  }
  const scopeIds = await assertOrganizationScopesExist(scope, input.organizationScopeIds ?? []);
  const resourceScopeIds = await assertResourceScopesExist(scope, input.resourceScopeIds ?? []);
  return scope
    .transaction(async (tx) => {
      const role = await insertOrganizationRole(tx, {
        id: generateId(),
        name: input.name,
        description: input.description ?? null,
        type: input.type ?? 'User',
      });
      await insertOrganizationRoleScopes(tx, role.id, scopeIds);
      await insertOrganizationRoleResourceScopes(tx, role.id, resourceScopeIds);
      tx.emit('organization_role.created', { organizationRole: toOrganizationRoleResponse(role) });
      return role;
    })
    .catch(asNameInUse(input.name));
}

/**
 * A role's type decides who may hold it (users or machine-to-machine applications), so it changes
 * only while nothing gives it to anyone: otherwise users would hold a machine-to-machine role, or
 * a just-in-time member or an accepted invitation would receive one.
 */
async function assertTypeChangeable(
  scope: TenantScope,
  role: OrganizationRoleRow,
  type: string | undefined,
) {
  if (type !== undefined && type !== role.type && (await isOrganizationRoleHeld(scope, role.id))) {
    throw new RequestError('organization.role_type_in_use', 422, { id: role.id });
  }
}

export async function updateOrganizationRole(
  scope: TenantScope,
  id: string,
  changes: OrganizationRolePatch,
) {
  const current = await requireOrganizationRole(scope, id);
  if (
    changes.name !== undefined &&
    changes.name !== current.name &&
    (await findOrganizationRoleByName(scope, changes.name))
  ) {
    throw nameInUse(changes.name);
  }
  await assertTypeChangeable(scope, current, changes.type);
  if (
    changes.name === undefined &&
    changes.description === undefined &&
    changes.type === undefined
  ) {
    return current;
  }
  return scope.transaction(async (tx) => {
    const updated = await updateOrganizationRoleById(tx, id, {
      name: changes.name,
      description: changes.description,
      type: changes.type,
    }).catch(asNameInUse(changes.name));
    if (!updated) {
      throw notFound('organization role', id);
    }
    tx.emit('organization_role.data.updated', { organizationRole: toOrganizationRoleResponse(updated) });
    return updated;
  });
}

/** Members and applications of every organization lose the role with it (the relations cascade). */
export async function deleteOrganizationRole(scope: TenantScope, id: string) {
  await scope.transaction(async (tx) => {
    if ((await deleteOrganizationRoleById(tx, id)) === 0) {
      throw notFound('organization role', id);
    }
    tx.emit('organization_role.deleted', { organizationRoleId: id });
  });
}
