import { sql } from 'kysely';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { countRows } from '../../db/count-rows.js';
import { readPage } from '../../db/read-page.js';
import { matchesEveryPattern } from '../../db/search-match.js';
import { toSearchPattern } from '../../db/search-pattern.js';
import { applicationRoles, roleApplications, roleUsers, userRoles } from './role-links.js';

export const findUserRoleIds = (scope: TenantScope, userId: string) =>
  userRoles.findLinkedIds(scope, { user_id: userId });

/** Of the given users, those who already hold the role. */
export const findUserIdsWithRole = (scope: TenantScope, roleId: string, userIds: readonly string[]) =>
  roleUsers.findLinkedIds(scope, { role_id: roleId }, userIds);

export const insertRoleUsers = (scope: TenantScope, roleId: string, userIds: readonly string[]) =>
  roleUsers.insertLinks(scope, [{ role_id: roleId }], userIds);

export const deleteUserRole = (scope: TenantScope, userId: string, roleId: string) =>
  userRoles.deleteLink(scope, { user_id: userId }, roleId);

/** Gives the user exactly these roles, in one transaction. */
export const replaceUserRoles = (scope: TenantScope, userId: string, roleIds: readonly string[]) =>
  userRoles.replaceLinks(scope, { user_id: userId }, roleIds);

export const findApplicationRoleIds = (scope: TenantScope, applicationId: string) =>
  applicationRoles.findLinkedIds(scope, { application_id: applicationId });

/** Of the given applications, those that already hold the role. */
export const findApplicationIdsWithRole = (
  scope: TenantScope,
  roleId: string,
  applicationIds: readonly string[],
) => roleApplications.findLinkedIds(scope, { role_id: roleId }, applicationIds);

export const insertRoleApplications = (
  scope: TenantScope,
  roleId: string,
  applicationIds: readonly string[],
) => roleApplications.insertLinks(scope, [{ role_id: roleId }], applicationIds);

export const deleteApplicationRole = (scope: TenantScope, applicationId: string, roleId: string) =>
  applicationRoles.deleteLink(scope, { application_id: applicationId }, roleId);

/** Gives the application exactly these roles, in one transaction. */
export const replaceApplicationRoles = (
  scope: TenantScope,
  applicationId: string,
  roleIds: readonly string[],
) => applicationRoles.replaceLinks(scope, { application_id: applicationId }, roleIds);

const countByRole = async (
  scope: TenantScope,
  table: 'users_roles' | 'applications_roles',
  roleIds: readonly string[],
) => {
  if (roleIds.length === 0) {
    return new Map<string, number>();
  }
  const rows = await scope
    .selectFrom(table)
    .select((eb) => ['role_id', eb.fn.countAll<number>().as('count')])
    .where('role_id', 'in', roleIds)
    .groupBy('role_id')
    .execute();
  return new Map(rows.map((row) => [row.role_id, Number(row.count)]));
};

/** How many users hold each role, by role id. */
export const countUsersByRoleIds = (scope: TenantScope, roleIds: readonly string[]) =>
  countByRole(scope, 'users_roles', roleIds);

/** How many applications hold each role, by role id. */
export const countApplicationsByRoleIds = (scope: TenantScope, roleIds: readonly string[]) =>
  countByRole(scope, 'applications_roles', roleIds);

const rankWithinRole = (table: 'users_roles' | 'applications_roles') =>
  sql<number>`row_number() over (partition by ${sql.ref(`${table}.role_id`)} order by ${sql.ref(`${table}.created_at`)} desc)`;

/** Up to `perRole` most recently assigned users of each role, for list previews. */
export const findFeaturedUsersByRoleIds = (scope: TenantScope, roleIds: readonly string[], perRole: number) => {
  if (roleIds.length === 0) {
    return Promise.resolve([]);
  }
  const ranked = scope
    .selectFrom('users_roles')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'users_roles.user_id').onRef('users.tenant_id', '=', 'users_roles.tenant_id'),
    )
    .select(['users_roles.role_id', 'users.id', 'users.name', 'users.avatar', rankWithinRole('users_roles').as('rank')])
    .where('users_roles.role_id', 'in', roleIds);
  return scope
    .selectFromDerived(ranked.as('ranked'))
    .select(['role_id', 'id', 'name', 'avatar'])
    .where('rank', '<=', perRole)
    .orderBy('rank')
    .execute();
};

/** Up to `perRole` most recently assigned applications of each role, for list previews. */
export const findFeaturedApplicationsByRoleIds = (
  scope: TenantScope,
  roleIds: readonly string[],
  perRole: number,
) => {
  if (roleIds.length === 0) {
    return Promise.resolve([]);
  }
  const ranked = scope
    .selectFrom('applications_roles')
    .innerJoin('applications', (join) =>
      join
        .onRef('applications.id', '=', 'applications_roles.application_id')
        .onRef('applications.tenant_id', '=', 'applications_roles.tenant_id'),
    )
    .select([
      'applications_roles.role_id',
      'applications.id',
      'applications.name',
      'applications.type',
      rankWithinRole('applications_roles').as('rank'),
    ])
    .where('applications_roles.role_id', 'in', roleIds);
  return scope
    .selectFromDerived(ranked.as('ranked'))
    .select(['role_id', 'id', 'name', 'type'])
    .where('rank', '<=', perRole)
    .orderBy('rank')
    .execute();
};

const usersWithRole = (scope: TenantScope, roleId: string, search: string | undefined) => {
  let query = scope.selectFrom('users').where('id', 'in', roleUsers.linkedIds(scope, { role_id: roleId }));
  if (search) {
    const patterns = [toSearchPattern(search)];
    query = query.where((eb) =>
      matchesEveryPattern(eb, ['id', 'username', 'primary_email', 'primary_phone', 'name'], patterns),
    );
  }
  return query;
};

/** Users holding the role, newest first; `search` on id, username, email, phone or name. */
export const findUsersWithRole = (scope: TenantScope, roleId: string, search: string | undefined, page: Page) =>
  readPage(usersWithRole(scope, roleId, search).selectAll(), 'newest-first', page);

export const countUsersWithRole = (scope: TenantScope, roleId: string, search: string | undefined) =>
  countRows(usersWithRole(scope, roleId, search));

/** Of the given ids, those of existing users. */
export const findExistingUserIds = async (scope: TenantScope, ids: readonly string[]) => {
  if (ids.length === 0) {
    return [];
  }
  const rows = await scope.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
};
