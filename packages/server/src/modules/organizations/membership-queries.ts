import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { organizationUserRoles, organizationUsers } from './relation-queries.js';

// Members (users) of an organization.

/** Makes users members; members already stay as they are. */
export const insertOrganizationUsers = (
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
) => organizationUsers.insertLinks(scope, [{ organization_id: organizationId }], userIds);

/** Removes every member not in `keep` (their roles in the organization go with the membership). */
export const deleteOrganizationUsersExcept = (
  scope: TenantScope,
  organizationId: string,
  keep: readonly string[],
) => organizationUsers.deleteLinksExcept(scope, { organization_id: organizationId }, keep);

export const deleteOrganizationUser = (
  scope: TenantScope,
  organizationId: string,
  userId: string,
) => organizationUsers.deleteLink(scope, { organization_id: organizationId }, userId);

/** Of the given users, those who are members of the organization. */
export const findOrganizationUserIds = async (
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
) => {
  if (userIds.length === 0) {
    return [];
  }
  const rows = await scope
    .selectFrom('organization_user_relations')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('user_id', 'in', userIds)
    .execute();
  return rows.map((row) => row.user_id);
};

export type MemberFilter = { patterns: readonly string[]; organizationRoleId?: string };

const isFiltered = (filter: MemberFilter) =>
  filter.patterns.length > 0 || filter.organizationRoleId !== undefined;

const matchingUser = (patterns: readonly string[]) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and(
    patterns.map((pattern) =>
      eb.or([
        eb('users.id', 'ilike', pattern),
        eb('users.username', 'ilike', pattern),
        eb('users.primary_email', 'ilike', pattern),
        eb('users.primary_phone', 'ilike', pattern),
        eb('users.name', 'ilike', pattern),
      ]),
    ),
  );

/** Memberships of the organization matching the filter, joined to their users. */
const members = (scope: TenantScope, organizationId: string, filter: MemberFilter) => {
  let query = scope
    .selectFrom('organization_user_relations')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'organization_user_relations.user_id')
        .onRef('users.tenant_id', '=', 'organization_user_relations.tenant_id'),
    )
    .where('organization_user_relations.organization_id', '=', organizationId)
    .where((eb) =>
      matchingUser(filter.patterns)(eb as unknown as ExpressionBuilder<Database, 'users'>),
    );
  if (filter.organizationRoleId !== undefined) {
    query = query.where(
      'organization_user_relations.user_id',
      'in',
      scope
        .selectFrom('organization_role_user_relations')
        .select('user_id')
        .where('organization_id', '=', organizationId)
        .where('organization_role_id', '=', filter.organizationRoleId),
    );
  }
  return query;
};

/**
 * A page of members, most recently added first. Unfiltered, the page's user ids are read off the
 * membership index `(tenant_id, organization_id, created_at desc, user_id desc)` alone and only
 * those users are read, so the rows skipped by the offset are never joined: a page costs the same
 * at 100 or 100,000 members, and a deep page costs an index walk, not 100,000 user lookups.
 */
export const findOrganizationUsers = async (
  scope: TenantScope,
  organizationId: string,
  filter: MemberFilter,
  page: Page,
) => {
  if (isFiltered(filter)) {
    return members(scope, organizationId, filter)
      .selectAll('users')
      .orderBy('organization_user_relations.created_at', 'desc')
      .orderBy('organization_user_relations.user_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }
  const memberships = await scope
    .selectFrom('organization_user_relations')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('user_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const ids = memberships.map((row) => row.user_id);
  if (ids.length === 0) {
    return [];
  }
  const users = await scope.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(users.map((user) => [user.id, user]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** Members matching the filter; unfiltered, the kept count instead of counting memberships. */
export const countOrganizationUsers = async (
  scope: TenantScope,
  organizationId: string,
  filter: MemberFilter,
) => {
  if (!isFiltered(filter)) {
    const counted = await scope
      .selectFrom('organization_user_counts')
      .select('count')
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return Number(counted?.count ?? 0);
  }
  const row = await members(scope, organizationId, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Member counts of organizations, by organization id (kept by triggers). */
export const countUsersByOrganizationIds = async (
  scope: TenantScope,
  organizationIds: readonly string[],
) => {
  if (organizationIds.length === 0) {
    return new Map<string, number>();
  }
  const rows = await scope
    .selectFrom('organization_user_counts')
    .select(['organization_id', 'count'])
    .where('organization_id', 'in', organizationIds)
    .execute();
  return new Map(rows.map((row) => [row.organization_id, Number(row.count)]));
};

/** Up to `perOrganization` most recently added members of each organization, for list previews. */
export const findFeaturedUsersByOrganizationIds = (
  scope: TenantScope,
  organizationIds: readonly string[],
  perOrganization: number,
) => {
  if (organizationIds.length === 0) {
    return Promise.resolve([]);
  }
  const ranked = scope
    .selectFrom('organization_user_relations')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'organization_user_relations.user_id')
        .onRef('users.tenant_id', '=', 'organization_user_relations.tenant_id'),
    )
    .select([
      'organization_user_relations.organization_id',
      'users.id',
      'users.name',
      'users.avatar',
      sql<number>`row_number() over (partition by organization_user_relations.organization_id order by organization_user_relations.created_at desc)`.as(
        'rank',
      ),
    ])
    .where('organization_user_relations.organization_id', 'in', organizationIds);
  return scope
    .selectFromDerived(ranked.as('ranked'))
    .select(['organization_id', 'id', 'name', 'avatar'])
    .where('rank', '<=', perOrganization)
    .orderBy('rank')
    .execute();
};

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

export const countOrganizationUserRoles = async (
  scope: TenantScope,
  organizationId: string,
  userId: string,
) => {
  const row = await rolesOfUser(scope, organizationId, userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

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
