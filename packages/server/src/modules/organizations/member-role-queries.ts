import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { countRows } from '../../db/count-rows.js';
import { readPage } from '../../db/read-page.js';
import { organizationUserRoles } from './relation-queries.js';
import { findHeldOrganizationRoles } from './held-role-queries.js';

// Roles of members in an organization.

/** `{ user_id, id, name }` of the roles each of the users holds in the organization. */
export const findOrganizationRolesOfUsers = (
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
) =>
  findHeldOrganizationRoles(scope, 'user_id', 'user_id', {
    organization_id: organizationId,
    user_id: userIds,
  });

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
) => readPage(rolesOfUser(scope, organizationId, userId).selectAll(), 'by-name', page);

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
  findHeldOrganizationRoles(scope, 'user_id', 'organization_id', { user_id: userId });
