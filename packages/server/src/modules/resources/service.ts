import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import { isManagementApiIndicator } from './management-api.js';
import {
  deleteResourceById,
  deleteScopeById,
  findResourceById,
  findResourceByIndicator,
  findScopeById,
  findScopeByName,
  insertResource,
  insertScope,
  updateResourceById,
  updateResourceIsDefault,
  updateScopeById,
  type ResourceRow,
} from './queries.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type ResourceInput = { name: string; indicator: string; accessTokenTtl: number };
export type ResourceChanges = { name?: string; accessTokenTtl?: number };
export type ScopeInput = { name: string; description?: string | null };

const indicatorInUse = (indicator: string) =>
  new RequestError('resource.indicator_in_use', 422, { indicator });
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

export async function createResource(scope: TenantScope, input: ResourceInput) {
  if (await findResourceByIndicator(scope, input.indicator)) {
    throw indicatorInUse(input.indicator);
  }
  try {
    return await insertResource(scope, {
      id: generateId(),
      name: input.name,
      indicator: input.indicator,
      access_token_ttl: input.accessTokenTtl,
    });
  } catch (error) {
    throw isUniqueViolation(error) ? indicatorInUse(input.indicator) : error;
  }
}

export async function updateResource(scope: TenantScope, id: string, changes: ResourceChanges) {
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
}

export async function setResourceIsDefault(scope: TenantScope, id: string, isDefault: boolean) {
  await requireChangeableResource(scope, id);
  const updated = await updateResourceIsDefault(scope, id, isDefault);
  if (!updated) {
    throw notFound('resource', id);
  }
  return updated;
}

/** Scope names are OAuth scope tokens: a space would split one permission into two. */
const assertScopeName = (name: string) => {
  if (/\s/.test(name)) {
    throw new RequestError('scope.name_with_space', 400, { name });
  }
};

export async function createScope(scope: TenantScope, resourceId: string, input: ScopeInput) {
  await requireChangeableResource(scope, resourceId);
  assertScopeName(input.name);
  if (await findScopeByName(scope, resourceId, input.name)) {
    throw scopeNameExists(input.name);
  }
  try {
    return await insertScope(scope, {
      id: generateId(),
      resource_id: resourceId,
      name: input.name,
      description: input.description ?? null,
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
  changes: Partial<ScopeInput>,
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
    const updated = await updateScopeById(scope, scopeId, {
      name: changes.name,
      description: changes.description,
    });
    if (!updated) {
      throw notFound('scope', scopeId);
    }
    return updated;
  } catch (error) {
    throw isUniqueViolation(error) && changes.name ? scopeNameExists(changes.name) : error;
  }
}

export async function deleteScope(scope: TenantScope, resourceId: string, scopeId: string) {
  await requireChangeableResource(scope, resourceId);
  await requireScopeOf(scope, resourceId, scopeId);
  if ((await deleteScopeById(scope, scopeId)) === 0) {
    throw notFound('scope', scopeId);
  }
}
