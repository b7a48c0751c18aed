import type { ResourceCreate, ResourcePatch, ScopeCreate, ScopePatch } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import { isManagementApiIndicator } from './management-api.js';
import {
  clearDefaultResource,
  deleteResourceById,
  deleteScopeById,
  findResourceById,
  findResourceByIndicator,
  findScopeById,
  findScopeByName,
  insertResource,
  insertScope,
  updateResourceById,
  updateScopeById,
  type ResourceRow,
} from './queries.js';
import { toResourceResponse, toScopeResponse } from './responses.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

const indicatorInUse = (indicator: string) =>
  new RequestError('resource.resource_identifier_in_use', 422, { indicator });
const scopeNameExists = (name: string) => new RequestError('scope.name_exists', 422, { name });

/** The resource, or 404. */
export async function requireResource(scope: TenantScope, id: string): Promise<ResourceRow> {
  const resource = await findResourceById(scope, id);
  if (!resource) {
    throw notFound('resource', id);
  }
  return resource;
}

/** The resource when the API may change it (or its scopes); the Management API is read-only. */
async function requireChangeableResource(scope: TenantScope, id: string) {
  const resource = await requireResource(scope, id);
  if (isManagementApiIndicator(scope.tenantId, resource.indicator)) {
    throw new RequestError('resource.cannot_modify_management_api', 422);
  }
  return resource;
}

export async function createResource(scope: TenantScope, input: ResourceCreate) {
  if (await findResourceByIndicator(scope, input.indicator)) {
    throw indicatorInUse(input.indicator);
  }
  let resource: ResourceRow;
  try {
    resource = await insertResource(scope, {
      id: generateId(),
      name: input.name,
      indicator: input.indicator,
      access_token_ttl: input.accessTokenTtl,
    });
  } catch (error) {
    throw isUniqueViolation(error) ? indicatorInUse(input.indicator) : error;
  }
  scope.emit('resource.created', { resource: toResourceResponse(resource) });
  return resource;
}

export async function updateResource(scope: TenantScope, id: string, changes: ResourcePatch) {
  const resource = await requireChangeableResource(scope, id);
  if (changes.name === undefined && changes.accessTokenTtl === undefined) {
    return resource;
  }
  const updated = await updateResourceById(scope, id, {
    name: changes.name,
    access_token_ttl: changes.accessTokenTtl,
  });
  if (!updated) {
    throw notFound('resource', id);
  }
  scope.emit('resource.data.updated', { resource: toResourceResponse(updated) });
  return updated;
}

export async function deleteResource(scope: TenantScope, id: string) {
  const resource = await requireResource(scope, id);
  if (isManagementApiIndicator(scope.tenantId, resource.indicator)) {
    throw new RequestError('resource.cannot_delete_management_api', 422);
  }
  if ((await deleteResourceById(scope, id)) === 0) {
    throw notFound('resource', id);
  }
  scope.emit('resource.deleted', { resourceId: id });
}

/**
 * Makes a resource the tenant's default (or not), clearing the previous default in the same
 * transaction. Concurrent requests take turns: the second one then sees, and clears, the first
 * one's default instead of colliding with it on the one-default-per-tenant index.
 */
export async function setResourceIsDefault(scope: TenantScope, id: string, isDefault: boolean) {
  await requireChangeableResource(scope, id);
  return scope.transaction(async (tx) => {
    await tx.lockForTransaction('default-resource');
    const cleared = isDefault ? await clearDefaultResource(tx, id) : [];
    const updated = await updateResourceById(tx, id, { is_default: isDefault });
    if (!updated) {
      throw notFound('resource', id);
    }
    for (const resource of [...cleared, updated]) {
      tx.emit('resource.data.updated', { resource: toResourceResponse(resource) });
    }
    return updated;
  });
}

/** Scope names are OAuth scope tokens: a space would split one permission into two. */
const assertScopeName = (name: string) => {
  if (/\s/.test(name)) {
    throw new RequestError('scope.name_with_space', 400, { name });
  }
};

export async function createScope(scope: TenantScope, resourceId: string, input: ScopeCreate) {
  await requireChangeableResource(scope, resourceId);
  assertScopeName(input.name);
  if (await findScopeByName(scope, resourceId, input.name)) {
    throw scopeNameExists(input.name);
  }
  try {
    return await scope.transaction(async (tx) => {
      const created = await insertScope(tx, {
        id: generateId(),
        resource_id: resourceId,
        name: input.name,
        description: input.description ?? null,
      });
      tx.emit('scope.created', { scope: toScopeResponse(created) });
      return created;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? scopeNameExists(input.name) : error;
  }
}

/** The scope of this resource, or 404 (a scope id of another resource is not found here). */
async function requireScopeOf(scope: TenantScope, resourceId: string, scopeId: string) {
  const found = await findScopeById(scope, scopeId);
  if (!found || found.resource_id !== resourceId) {
    throw notFound('scope', scopeId);
  }
  return found;
}

export async function updateScope(
  scope: TenantScope,
  resourceId: string,
  scopeId: string,
  changes: ScopePatch,
) {
  await requireChangeableResource(scope, resourceId);
  const current = await requireScopeOf(scope, resourceId, scopeId);
  if (changes.name !== undefined && changes.name !== current.name) {
    assertScopeName(changes.name);
    if (await findScopeByName(scope, resourceId, changes.name)) {
      throw scopeNameExists(changes.name);
    }
  }
  if (changes.name === undefined && changes.description === undefined) {
    return current;
  }
  try {
    return await scope.transaction(async (tx) => {
      const updated = await updateScopeById(tx, scopeId, {
        name: changes.name,
        description: changes.description,
      });
      if (!updated) {
        throw notFound('scope', scopeId);
      }
      tx.emit('scope.data.updated', { scope: toScopeResponse(updated) });
      return updated;
    });
  } catch (error) {
    throw isUniqueViolation(error) && changes.name ? scopeNameExists(changes.name) : error;
  }
}

export async function deleteScope(scope: TenantScope, resourceId: string, scopeId: string) {
  await requireChangeableResource(scope, resourceId);
  await requireScopeOf(scope, resourceId, scopeId);
  await scope.transaction(async (tx) => {
    if ((await deleteScopeById(tx, scopeId)) === 0) {
      throw notFound('scope', scopeId);
    }
    tx.emit('scope.deleted', { resourceId, scopeId });
  });
}
