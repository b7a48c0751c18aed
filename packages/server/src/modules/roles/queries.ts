import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Database, RolesTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { toSearchPattern } from '../../db/search-pattern.js';

export type RoleRow = Selectable<RolesTable>;
export type RoleType = 'User' | 'MachineToMachine';

export const findRoleByName = (scope: TenantScope, name: string) =>
  scope.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();

export const insertRole = (scope: TenantScope, role: Omit<Insertable<RolesTable>, 'tenant_id'>) =>
  scope.insertInto('roles', role).returningAll().executeTakeFirstOrThrow();

type LinkTable = 'roles_scopes' | 'users_roles' | 'applications_roles';

/** Adds links (role ↔ scope, user, application); nothing to add is no statement, existing links stay. */
const insertLinks = async <T extends LinkTable>(
  scope: TenantScope,
  table: T,
  rows: Omit<Insertable<Database[T]>, 'tenant_id'>[],
) => {
  if (rows.length === 0) {
    return;
  }
  await scope
    .insertInto(table, rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
};

export const insertRoleScopes = (scope: TenantScope, roleId: string, scopeIds: string[]) =>
  insertLinks(scope, 'roles_scopes', scopeIds.map((scopeId) => ({ role_id: roleId, scope_id: scopeId })));

export const insertUserRoles = (scope: TenantScope, userId: string, roleIds: string[]) =>
  insertLinks(scope, 'users_roles', roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })));

export const insertApplicationRoles = (scope: TenantScope, applicationId: string, roleIds: string[]) =>
  insertLinks(
    scope,
    'applications_roles',
    roleIds.map((roleId) => ({ application_id: applicationId, role_id: roleId })),
  );

/** Scope names of a resource that a user holds through their roles. */
export const findUserScopeNamesForResource = async (
  scope: TenantScope,
  userId: string,
  resourceId: string,
) => {
  const rows = await scope
    .selectFrom('users_roles')
    .innerJoin('roles_scopes', (join) =>
      join
        .onRef('roles_scopes.role_id', '=', 'users_roles.role_id')
        .onRef('roles_scopes.tenant_id', '=', 'users_roles.tenant_id'),
    )
    .innerJoin('scopes', (join) =>
      join
        .onRef('scopes.id', '=', 'roles_scopes.scope_id')
        .onRef('scopes.tenant_id', '=', 'roles_scopes.tenant_id'),
    )
    .select('scopes.name')
    .distinct()
    .where('users_roles.user_id', '=', userId)
    .where('scopes.resource_id', '=', resourceId)
    .execute();
  return rows.map((row) => row.name);
};

/** Scope names of a resource that a machine-to-machine application holds through its roles. */
export const findApplicationScopeNamesForResource = async (
  scope: TenantScope,
  applicationId: string,
  resourceId: string,
) => {
  const rows = await scope
    .selectFrom('applications_roles')
    .innerJoin('roles_scopes', (join) =>
      join
        .onRef('roles_scopes.role_id', '=', 'applications_roles.role_id')
        .onRef('roles_scopes.tenant_id', '=', 'applications_roles.tenant_id'),
    )
    .innerJoin('scopes', (join) =>
      join
        .onRef('scopes.id', '=', 'roles_scopes.scope_id')
        .onRef('scopes.tenant_id', '=', 'roles_scopes.tenant_id'),
    )
    .select('scopes.name')
    .distinct()
    .where('applications_roles.application_id', '=', applicationId)
    .where('scopes.resource_id', '=', resourceId)
    .execute();
  return rows.map((row) => row.name);
};

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
    const pattern = toSearchPattern(filter.search);
    query = query.where((eb: ExpressionBuilder<Database, 'roles'>) =>
      eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern), eb('id', 'ilike', pattern)]),
    );
  }
  if (filter.type) {
    query = query.where('type', '=', filter.type);
  }
  const rolesOfUser = (userId: string) =>
    scope.selectFrom('users_roles').select('role_id').where('user_id', '=', userId);
  const rolesOfApplication = (applicationId: string) =>
    scope.selectFrom('applications_roles').select('role_id').where('application_id', '=', applicationId);
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
  filteredRoles(scope, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countRoles = async (scope: TenantScope, filter: RoleFilter) => {
  const row = await filteredRoles(scope, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const updateRoleById = (
  scope: TenantScope,
  id: string,
  changes: Pick<Updateable<RolesTable>, 'name' | 'description' | 'is_default'>,
) => scope.updateTable('roles').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteRoleById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('roles').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};

export const findRoleScopeIds = async (scope: TenantScope, roleId: string) => {
  const rows = await scope.selectFrom('roles_scopes').select('scope_id').where('role_id', '=', roleId).execute();
  return rows.map((row) => row.scope_id);
};

export const deleteRoleScope = async (scope: TenantScope, roleId: string, scopeId: string) => {
  const result = await scope
    .deleteFrom('roles_scopes')
    .where('role_id', '=', roleId)
    .where('scope_id', '=', scopeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
