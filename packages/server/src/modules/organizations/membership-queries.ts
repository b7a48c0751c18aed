import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { organizationUsers } from './relation-queries.js';
import { countRows } from '../../db/count-rows.js';
import { matchesEveryPattern } from '../../db/search-match.js';

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
export const findOrganizationUserIds = (
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
) => organizationUsers.findLinkedIds(scope, { organization_id: organizationId }, userIds);

export type MemberFilter = { patterns: readonly string[]; organizationRoleId?: string };

const isFiltered = (filter: MemberFilter) =>
  filter.patterns.length > 0 || filter.organizationRoleId !== undefined;

const matchingUser = (patterns: readonly string[]) => (eb: ExpressionBuilder<Database, 'users'>) =>
  matchesEveryPattern(
    eb,
    ['users.id', 'users.username', 'users.primary_email', 'users.primary_phone', 'users.name'],
    patterns,
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
  return countRows(members(scope, organizationId, filter));
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
