import type { Insertable } from 'kysely';
import type { RolesTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export const findRoleByName = (scope: TenantScope, name: string) =>
  scope.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();

export const insertRole = (scope: TenantScope, role: Omit<Insertable<RolesTable>, 'tenant_id'>) =>
  scope.insertInto('roles', role).returningAll().executeTakeFirstOrThrow();

export const insertRoleScopes = (scope: TenantScope, roleId: string, scopeIds: string[]) =>
  scopeIds.length === 0
    ? Promise.resolve()
    : scope
        .insertInto('roles_scopes', scopeIds.map((scopeId) => ({ role_id: roleId, scope_id: scopeId })))
        .onConflict((conflict) => conflict.doNothing())
        .execute()
        .then(() => undefined);

export const insertUserRoles = (scope: TenantScope, userId: string, roleIds: string[]) =>
  scopeIdsGuard(roleIds)
    ? scope
        .insertInto('users_roles', roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
        .onConflict((conflict) => conflict.doNothing())
        .execute()
        .then(() => undefined)
    : Promise.resolve();

export const insertApplicationRoles = (scope: TenantScope, applicationId: string, roleIds: string[]) =>
  scopeIdsGuard(roleIds)
    ? scope
        .insertInto(
          'applications_roles',
          roleIds.map((roleId) => ({ application_id: applicationId, role_id: roleId })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute()
        .then(() => undefined)
    : Promise.resolve();

const scopeIdsGuard = (ids: string[]) => ids.length > 0;

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

/** Roles every new user receives at registration. */
export const findDefaultRoles = (scope: TenantScope) =>
  scope.selectFrom('roles').selectAll().where('is_default', '=', true).where('type', '=', 'User').execute();
