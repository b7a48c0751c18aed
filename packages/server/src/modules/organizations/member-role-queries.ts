import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { countRows } from './count-rows.js';
import { organizationUserRoles } from './relation-queries.js';

// Roles of members in an organization.

/** `{ user_id, id, name }` of the roles each of the users holds in the organization. */
export const findOrganizationRolesOfUsers = (
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
) =>
  userIds.length === 0
    ? Promise.resolve([])
    : scope
        .selectFrom('organization_role_user_relations')
        .innerJoin('organization_roles', (join) =>
          join
            .onRef(
              'organization_roles.id',
              '=',
              'organization_role_user_relations.organization_role_id',
            )
            .onRef(
              'organization_roles.tenant_id',
              '=',
              'organization_role_user_relations.tenant_id',
            ),
        )
        .select([
          'organization_role_user_relations.user_id',
          'organization_roles.id',
          'organization_roles.name',
        ])
        .where('organization_role_user_relations.organization_id', '=', organizationId)
        .where('organization_role_user_relations.user_id', 'in', userIds)
        .orderBy('organization_roles.name')
        .execute();

const rolesOfUser = (scope: TenantScope, organizationId: string, userId: string) =>
  scope
    .selectFrom('organization_roles')
    .where(
      'id',
      'in',
      organizationUserRoles.linkedIds(scope, { organization_id: organizationId, user_id: userId }),
    );

export const findOrganizationUserRoles = (
  scope: TenantScope,
  organizationId: string,
  userId: string,
  page: Page,
) =>
  rolesOfUser(scope, organizationId, userId)
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countOrganizationUserRoles = (
  scope: TenantScope,
  organizationId: string,
  userId: string,
) => countRows(rolesOfUser(scope, organizationId, userId));

/** Gives each user each role in the organization; roles held already stay. */
export const insertOrganizationUserRoles = (
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
  roleIds: readonly string[],
) =>
  organizationUserRoles.insertLinks(
    scope,
    userIds.map((userId) => ({ organization_id: organizationId, user_id: userId })),
    roleIds,
  );

export const deleteOrganizationUserRolesExcept = (
  scope: TenantScope,
  organizationId: string,
  userId: string,
  keep: readonly string[],
) =>
  organizationUserRoles.deleteLinksExcept(
    scope,
    { organization_id: organizationId, user_id: userId },
    keep,
  );

export const deleteOrganizationUserRole = (
  scope: TenantScope,
  organizationId: string,
  userId: string,
  roleId: string,
) =>
  organizationUserRoles.deleteLink(
    scope,
    { organization_id: organizationId, user_id: userId },
    roleId,
  );

/** The organization scopes a member holds through their roles in the organization, by name. */
export const findOrganizationUserScopes = (
  scope: TenantScope,
  organizationId: string,
  userId: string,
) =>
  scope
    .selectFrom('organization_scopes')
    .selectAll()
    .where(
      'id',
      'in',
      scope
        .selectFrom('organization_role_scope_relations')
        .select('organization_scope_id')
        .where(
          'organization_role_id',
          'in',
          organizationUserRoles.linkedIds(scope, {
            organization_id: organizationId,
            user_id: userId,
          }),
        ),
    )
    .orderBy('name')
    .execute();

// A user's organizations.

/** The organizations a user is a member of, newest first. */
export const findOrganizationsOfUser = (scope: TenantScope, userId: string) =>
  scope
    .selectFrom('organizations')
    .selectAll()
    .where(
      'id',
      'in',
      scope
        .selectFrom('organization_user_relations')
        .select('organization_id')
        .where('user_id', '=', userId),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** `{ organization_id, id, name }` of the roles a user holds, in every organization. */
export const findOrganizationRolesOfUser = (scope: TenantScope, userId: string) =>
  scope
    .selectFrom('organization_role_user_relations')
    .innerJoin('organization_roles', (join) =>
      join
        .onRef(
          'organization_roles.id',
          '=',
          'organization_role_user_relations.organization_role_id',
        )
        .onRef('organization_roles.tenant_id', '=', 'organization_role_user_relations.tenant_id'),
    )
    .select([
      'organization_role_user_relations.organization_id',
      'organization_roles.id',
      'organization_roles.name',
    ])
    .where('organization_role_user_relations.user_id', '=', userId)
    .orderBy('organization_roles.name')
    .execute();
