import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { toSearchPattern } from '../../db/search-pattern.js';
import { insertApplicationRoles, insertUserRoles } from './queries.js';

export const findUserRoleIds = async (scope: TenantScope, userId: string) => {
  const rows = await scope.selectFrom('users_roles').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role_id);
};

/** Of the given users, those who already hold the role. */
export const findUserIdsWithRole = async (scope: TenantScope, roleId: string, userIds: readonly string[]) => {
  if (userIds.length === 0) {
    return [];
  }
  const rows = await scope
    .selectFrom('users_roles')
    .select('user_id')
    .where('role_id', '=', roleId)
    .where('user_id', 'in', userIds)
    .execute();
  return rows.map((row) => row.user_id);
};

export const insertRoleUsers = async (scope: TenantScope, roleId: string, userIds: readonly string[]) => {
  if (userIds.length > 0) {
    await scope
      .insertInto('users_roles', userIds.map((userId) => ({ user_id: userId, role_id: roleId })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
};

export const deleteUserRole = async (scope: TenantScope, userId: string, roleId: string) => {
  const result = await scope
    .deleteFrom('users_roles')
    .where('user_id', '=', userId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Gives the user exactly these roles, in one transaction. */
export const replaceUserRoles = (scope: TenantScope, userId: string, roleIds: readonly string[]) =>
  scope.transaction(async (inTransaction) => {
    let removal = inTransaction.deleteFrom('users_roles').where('user_id', '=', userId);
    if (roleIds.length > 0) {
      removal = removal.where('role_id', 'not in', roleIds);
    }
    await removal.execute();
    await insertUserRoles(inTransaction, userId, [...roleIds]);
  });

export const findApplicationRoleIds = async (scope: TenantScope, applicationId: string) => {
  const rows = await scope
    .selectFrom('applications_roles')
    .select('role_id')
    .where('application_id', '=', applicationId)
    .execute();
  return rows.map((row) => row.role_id);
};

/** Of the given applications, those that already hold the role. */
export const findApplicationIdsWithRole = async (
  scope: TenantScope,
  roleId: string,
  applicationIds: readonly string[],
) => {
  if (applicationIds.length === 0) {
    return [];
  }
  const rows = await scope
    .selectFrom('applications_roles')
    .select('application_id')
    .where('role_id', '=', roleId)
    .where('application_id', 'in', applicationIds)
    .execute();
  return rows.map((row) => row.application_id);
};

export const insertRoleApplications = async (
  scope: TenantScope,
  roleId: string,
  applicationIds: readonly string[],
) => {
  if (applicationIds.length > 0) {
    await scope
      .insertInto(
        'applications_roles',
        applicationIds.map((applicationId) => ({ application_id: applicationId, role_id: roleId })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
};

export const deleteApplicationRole = async (scope: TenantScope, applicationId: string, roleId: string) => {
  const result = await scope
    .deleteFrom('applications_roles')
    .where('application_id', '=', applicationId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Gives the application exactly these roles, in one transaction. */
export const replaceApplicationRoles = (scope: TenantScope, applicationId: string, roleIds: readonly string[]) =>
  scope.transaction(async (inTransaction) => {
    let removal = inTransaction.deleteFrom('applications_roles').where('application_id', '=', applicationId);
    if (roleIds.length > 0) {
      removal = removal.where('role_id', 'not in', roleIds);
    }
    await removal.execute();
    await insertApplicationRoles(inTransaction, applicationId, [...roleIds]);
  });

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

const matchesUser = (eb: ExpressionBuilder<Database, 'users'>, search: string) => {
  const pattern = toSearchPattern(search);
  return eb.or([
    eb('id', 'ilike', pattern),
    eb('username', 'ilike', pattern),
    eb('primary_email', 'ilike', pattern),
    eb('primary_phone', 'ilike', pattern),
    eb('name', 'ilike', pattern),
  ]);
};

const usersWithRole = (scope: TenantScope, roleId: string, search: string | undefined) => {
  let query = scope
    .selectFrom('users')
    .where('id', 'in', scope.selectFrom('users_roles').select('user_id').where('role_id', '=', roleId));
  if (search) {
    query = query.where((eb) => matchesUser(eb, search));
  }
  return query;
};

/** Users holding the role, newest first; `search` on id, username, email, phone or name. */
export const findUsersWithRole = (scope: TenantScope, roleId: string, search: string | undefined, page: Page) =>
  usersWithRole(scope, roleId, search)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countUsersWithRole = async (scope: TenantScope, roleId: string, search: string | undefined) => {
  const row = await usersWithRole(scope, roleId, search)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Of the given ids, those of existing users. */
export const findExistingUserIds = async (scope: TenantScope, ids: readonly string[]) => {
  if (ids.length === 0) {
    return [];
  }
  const rows = await scope.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
};
