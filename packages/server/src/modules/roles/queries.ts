import type { Insertable, Selectable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Database, RolesTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { countRows } from '../../db/count-rows.js';
import { readPage } from '../../db/read-page.js';
import { matchesEveryPattern } from '../../db/search-match.js';
import { toSearchPattern } from '../../db/search-pattern.js';
import { applicationRoles, roleScopes, userRoles } from './role-links.js';

type LinkTableName = 'users_roles' | 'applications_roles';

export type RoleRow = Selectable<RolesTable>;
export type RoleType = 'User' | 'MachineToMachine';

export const findRoleByName = (scope: TenantScope, name: string) =>
  scope.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();

export const insertRole = (scope: TenantScope, role: Omit<Insertable<RolesTable>, 'tenant_id'>) =>
  scope.insertInto('roles', role).returningAll().executeTakeFirstOrThrow();

export const insertRoleScopes = (scope: TenantScope, roleId: string, scopeIds: readonly string[]) =>
  roleScopes.insertLinks(scope, [{ role_id: roleId }], scopeIds);

export const insertUserRoles = (scope: TenantScope, userId: string, roleIds: readonly string[]) =>
  userRoles.insertLinks(scope, [{ user_id: userId }], roleIds);

export const insertApplicationRoles = (
  scope: TenantScope,
  applicationId: string,
  roleIds: readonly string[],
) => applicationRoles.insertLinks(scope, [{ application_id: applicationId }], roleIds);

/** Names of the scopes of a resource that the roles (a subquery of role ids) grant. */
const findScopeNamesOfRoles = async (
  scope: TenantScope,
  roleIds: SelectQueryBuilder<Database, LinkTableName, { role_id: string }>,
  resourceId: string,
) => {
  const rows = await scope
    .selectFrom('roles_scopes')
    .innerJoin('scopes', (join) =>
      join
        .onRef('scopes.id', '=', 'roles_scopes.scope_id')
        .onRef('scopes.tenant_id', '=', 'roles_scopes.tenant_id'),
    )
    .select('scopes.name')
    .distinct()
    .where('roles_scopes.role_id', 'in', roleIds)
    .where('scopes.resource_id', '=', resourceId)
    .execute();
  return rows.map((row) => row.name);
};

/** Scope names of a resource that a user holds through their roles. */
export const findUserScopeNamesForResource = (
  scope: TenantScope,
  userId: string,
  resourceId: string,
) => findScopeNamesOfRoles(scope, userRoles.linkedIds(scope, { user_id: userId }), resourceId);

/** Scope names of a resource that a machine-to-machine application holds through its roles. */
export const findApplicationScopeNamesForResource = (
  scope: TenantScope,
  applicationId: string,
  resourceId: string,
) =>
  findScopeNamesOfRoles(
    scope,
    applicationRoles.linkedIds(scope, { application_id: applicationId }),
    resourceId,
  );

export const findRoleById = (scope: TenantScope, id: string) =>
  scope.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();

export const findRolesByIds = (scope: TenantScope, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : scope.selectFrom('roles').selectAll().where('id', 'in', ids).execute();

/** User roles every new user receives. */
export const findDefaultRoles = (scope: TenantScope) =>
  scope.selectFrom('roles').selectAll().where('is_default', '=', true).where('type', '=', 'User').execute();

export type RoleFilter = {
  search?: string;
  type?: RoleType;
  /** Only roles held by this user / application. */
  userId?: string;
  applicationId?: string;
  /** Leave out roles held by this user / application (for "assign roles" pickers). */
  excludeUserId?: string;
  excludeApplicationId?: string;
};

const filteredRoles = (scope: TenantScope, filter: RoleFilter) => {
  let query = scope.selectFrom('roles');
  if (filter.search) {
    const patterns = [toSearchPattern(filter.search)];
    query = query.where((eb) => matchesEveryPattern(eb, ['name', 'description', 'id'], patterns));
  }
  if (filter.type) {
    query = query.where('type', '=', filter.type);
  }
  const rolesOfUser = (userId: string) => userRoles.linkedIds(scope, { user_id: userId });
  const rolesOfApplication = (applicationId: string) =>
    applicationRoles.linkedIds(scope, { application_id: applicationId });
  if (filter.userId !== undefined) {
    query = query.where('id', 'in', rolesOfUser(filter.userId));
  }
  if (filter.applicationId !== undefined) {
    query = query.where('id', 'in', rolesOfApplication(filter.applicationId));
  }
  if (filter.excludeUserId !== undefined) {
    query = query.where('id', 'not in', rolesOfUser(filter.excludeUserId));
  }
  if (filter.excludeApplicationId !== undefined) {
    query = query.where('id', 'not in', rolesOfApplication(filter.excludeApplicationId));
  }
  return query;
};

/** Roles newest first; `search` is a substring of the name, description or id. */
export const findRoles = (scope: TenantScope, filter: RoleFilter, page: Page) =>
  readPage(filteredRoles(scope, filter).selectAll(), 'newest-first', page);

export const countRoles = (scope: TenantScope, filter: RoleFilter) =>
  countRows(filteredRoles(scope, filter));

export const updateRoleById = (
  scope: TenantScope,
  id: string,
  changes: Pick<Updateable<RolesTable>, 'name' | 'description' | 'is_default'>,
) => scope.updateTable('roles').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteRoleById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('roles').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};

export const findRoleScopeIds = (scope: TenantScope, roleId: string) =>
  roleScopes.findLinkedIds(scope, { role_id: roleId });

export const deleteRoleScope = (scope: TenantScope, roleId: string, scopeId: string) =>
  roleScopes.deleteLink(scope, { role_id: roleId }, scopeId);
