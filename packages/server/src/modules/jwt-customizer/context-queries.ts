import type { TenantScope } from '../../db/tenant-scope.js';

/** A user's roles, each with the API resource scopes it grants (a role without scopes too). */
export const findUserRolesWithScopes = (scope: TenantScope, userId: string) =>
  scope
    .selectFrom('roles')
    .innerJoin('users_roles', (join) =>
      join.onRef('users_roles.role_id', '=', 'roles.id').onRef('users_roles.tenant_id', '=', 'roles.tenant_id'),
    )
    .leftJoin('roles_scopes', (join) =>
      join.onRef('roles_scopes.role_id', '=', 'roles.id').onRef('roles_scopes.tenant_id', '=', 'roles.tenant_id'),
    )
    .leftJoin('scopes', (join) =>
      join.onRef('scopes.id', '=', 'roles_scopes.scope_id').onRef('scopes.tenant_id', '=', 'roles_scopes.tenant_id'),
    )
    .leftJoin('resources', (join) =>
      join.onRef('resources.id', '=', 'scopes.resource_id').onRef('resources.tenant_id', '=', 'scopes.tenant_id'),
    )
    .select([
      'roles.id as role_id',
      'roles.name as role_name',
      'roles.description as role_description',
      'scopes.id as scope_id',
      'scopes.name as scope_name',
      'scopes.description as scope_description',
      'resources.id as resource_id',
      'resources.name as resource_name',
      'resources.indicator as resource_indicator',
      'resources.is_default as resource_is_default',
      'resources.access_token_ttl as resource_access_token_ttl',
    ])
    .where('users_roles.user_id', '=', userId)
    .orderBy('roles.name')
    .orderBy('scopes.name')
    .execute();

export type UserRoleScopeRow = Awaited<ReturnType<typeof findUserRolesWithScopes>>[number];
