import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Database, ResourcesTable, ScopesTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { toSearchPattern } from '../../db/search-pattern.js';

export type ResourceRow = Selectable<ResourcesTable>;
export type ScopeRow = Selectable<ScopesTable>;

export const findResourceByIndicator = (scope: TenantScope, indicator: string) =>
  scope.selectFrom('resources').selectAll().where('indicator', '=', indicator).executeTakeFirst();

export const findDefaultResource = (scope: TenantScope) =>
  scope.selectFrom('resources').selectAll().where('is_default', '=', true).executeTakeFirst();

export const insertResource = (
  scope: TenantScope,
  resource: Omit<Insertable<ResourcesTable>, 'tenant_id'>,
) => scope.insertInto('resources', resource).returningAll().executeTakeFirstOrThrow();

export const insertScope = (scope: TenantScope, row: Omit<Insertable<ScopesTable>, 'tenant_id'>) =>
  scope.insertInto('scopes', row).returningAll().executeTakeFirstOrThrow();

export const findScopeByName = (scope: TenantScope, resourceId: string, name: string) =>
  scope
    .selectFrom('scopes')
    .selectAll()
    .where('resource_id', '=', resourceId)
    .where('name', '=', name)
    .executeTakeFirst();

export const findResourceById = (scope: TenantScope, id: string) =>
  scope.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();

export const findResourcesByIds = (scope: TenantScope, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : scope.selectFrom('resources').selectAll().where('id', 'in', ids).execute();

const matchesResource = (eb: ExpressionBuilder<Database, 'resources'>, search: string) => {
  const pattern = toSearchPattern(search);
  return eb.or([eb('name', 'ilike', pattern), eb('indicator', 'ilike', pattern), eb('id', 'ilike', pattern)]);
};

/** Resources newest first; `search` is a substring of the name, indicator or id. */
export const findResources = (scope: TenantScope, filter: { search?: string }, page: Page) => {
  let query = scope.selectFrom('resources').selectAll();
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => matchesResource(eb, search));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
};

export const countResources = async (scope: TenantScope, filter: { search?: string }) => {
  let query = scope.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('count'));
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => matchesResource(eb, search));
  }
  return Number((await query.executeTakeFirstOrThrow()).count);
};

export const updateResourceById = (
  scope: TenantScope,
  id: string,
  changes: Pick<Updateable<ResourcesTable>, 'name' | 'access_token_ttl' | 'is_default'>,
) => scope.updateTable('resources').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteResourceById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('resources').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/**
 * Clears the tenant's default resource unless it is `exceptId`; answers the rows it changed.
 * Call it in the transaction that sets the new default: at most one resource is the default.
 */
export const clearDefaultResource = (scope: TenantScope, exceptId: string) =>
  scope
    .updateTable('resources')
    .set({ is_default: false })
    .where('is_default', '=', true)
    .where('id', '<>', exceptId)
    .returningAll()
    .execute();

const matchesScope = (eb: ExpressionBuilder<Database, 'scopes'>, search: string) => {
  const pattern = toSearchPattern(search);
  return eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern), eb('id', 'ilike', pattern)]);
};

export type ScopeFilter = {
  resourceId?: string;
  ids?: readonly string[];
  /** Only scopes this role holds. */
  roleId?: string;
  search?: string;
};

const scopesOfRole = (scope: TenantScope, roleId: string) =>
  scope.selectFrom('roles_scopes').select('scope_id').where('role_id', '=', roleId);

/** Scopes newest first, of a resource, a role or among given ids; `search` on name, description, id. */
export const findScopes = (scope: TenantScope, filter: ScopeFilter, page?: Page) => {
  let query = scope.selectFrom('scopes').selectAll();
  if (filter.resourceId !== undefined) {
    query = query.where('resource_id', '=', filter.resourceId);
  }
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) {
      return Promise.resolve([]);
    }
    query = query.where('id', 'in', filter.ids);
  }
  if (filter.roleId !== undefined) {
    query = query.where('id', 'in', scopesOfRole(scope, filter.roleId));
  }
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => matchesScope(eb, search));
  }
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  return (page ? query.limit(page.limit).offset(page.offset) : query).execute();
};

export const countScopes = async (scope: TenantScope, filter: ScopeFilter) => {
  if (filter.ids !== undefined && filter.ids.length === 0) {
    return 0;
  }
  let query = scope.selectFrom('scopes').select((eb) => eb.fn.countAll<number>().as('count'));
  if (filter.resourceId !== undefined) {
    query = query.where('resource_id', '=', filter.resourceId);
  }
  if (filter.ids !== undefined) {
    query = query.where('id', 'in', filter.ids);
  }
  if (filter.roleId !== undefined) {
    query = query.where('id', 'in', scopesOfRole(scope, filter.roleId));
  }
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => matchesScope(eb, search));
  }
  return Number((await query.executeTakeFirstOrThrow()).count);
};

export const findScopeById = (scope: TenantScope, id: string) =>
  scope.selectFrom('scopes').selectAll().where('id', '=', id).executeTakeFirst();

export const findScopesByIds = (scope: TenantScope, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : scope.selectFrom('scopes').selectAll().where('id', 'in', ids).execute();

export const findScopesByResourceIds = (scope: TenantScope, resourceIds: readonly string[]) =>
  resourceIds.length === 0
    ? Promise.resolve([])
    : scope
        .selectFrom('scopes')
        .selectAll()
        .where('resource_id', 'in', resourceIds)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();

export const updateScopeById = (
  scope: TenantScope,
  id: string,
  changes: Pick<Updateable<ScopesTable>, 'name' | 'description'>,
) => scope.updateTable('scopes').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteScopeById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('scopes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};
