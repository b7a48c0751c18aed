import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { UserSearchField, UserSearchMode } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import { toSearchPattern } from '../../db/search-pattern.js';
import type { TenantScope } from '../../db/tenant-scope.js';

/** One `search.<field>` of the list: the value and how it matches. */
export type FieldSearch = { field: UserSearchField; value: string; mode: UserSearchMode };

export type UserSearch = {
  /** Any of id, username, email, phone or name matches this pattern (ignoring case). */
  search?: string;
  fields?: FieldSearch[];
  /** How several field searches combine; `or` by default. */
  joint?: 'and' | 'or';
  isCaseSensitive?: boolean;
  excludeRoleId?: string;
};

const columns = {
  id: 'users.id',
  username: 'users.username',
  primaryEmail: 'users.primary_email',
  primaryPhone: 'users.primary_phone',
  name: 'users.name',
} as const;

/** `\`, `%` and `_` read literally in a LIKE pattern. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * One field search, written so the trigram indexes on these columns serve it: `exact` is a LIKE
 * without wildcards (or `=` with case), `like` a LIKE pattern, `similar_to` the regular expression
 * PostgreSQL makes of a SIMILAR TO pattern (`~`, or `~*` ignoring case).
 */
const fieldMatches = (
  eb: ExpressionBuilder<Database, 'users'>,
  { field, value, mode }: FieldSearch,
  isCaseSensitive: boolean,
): Expression<SqlBool> => {
  const column = eb.ref(columns[field]);
  if (mode === 'exact') {
    return isCaseSensitive ? eb(column, '=', value) : eb(column, 'ilike', escapeLike(value));
  }
  if (mode === 'like') {
    return eb(column, isCaseSensitive ? 'like' : 'ilike', toSearchPattern(value));
  }
  const regex = sql<string>`similar_to_escape(${value})`;
  return isCaseSensitive ? sql<SqlBool>`${column} ~ ${regex}` : sql<SqlBool>`${column} ~* ${regex}`;
};

const matches = (filter: UserSearch) => (eb: ExpressionBuilder<Database, 'users'>) => {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.search) {
    const pattern = toSearchPattern(filter.search);
    conditions.push(eb.or(Object.values(columns).map((column) => eb(column, 'ilike', pattern))));
  }
  const fields = (filter.fields ?? []).map((search) => fieldMatches(eb, search, filter.isCaseSensitive ?? false));
  if (fields.length > 0) {
    conditions.push(filter.joint === 'and' ? eb.and(fields) : eb.or(fields));
  }
  if (filter.excludeRoleId) {
    conditions.push(
      eb.not(
        eb.exists(
          eb
            .selectFrom('users_roles')
            .select(sql`1`.as('one'))
            .whereRef('users_roles.user_id', '=', 'users.id')
            .whereRef('users_roles.tenant_id', '=', 'users.tenant_id')
            .where('users_roles.role_id', '=', filter.excludeRoleId),
        ),
      ),
    );
  }
  return eb.and(conditions);
};

/** The tenant's matching users, newest first, one page of them. */
const matchingPage = (scope: TenantScope, filter: UserSearch, page: { limit: number; offset: number }) =>
  scope
    .selectFrom('users')
    .selectAll()
    .where(matches(filter))
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(page.limit)
    .offset(page.offset);

/** A page of the tenant's matching users, newest first (the `(tenant_id, created_at desc, id)` index). */
export const findUsers = (scope: TenantScope, filter: UserSearch, page: { limit: number; offset: number }) =>
  matchingPage(scope, filter, page).execute();

/**
 * A page of matching users with the number of all matches, in one query. The window count makes
 * the planner fetch every match through the trigram indexes instead of walking the newest-first
 * index and testing five patterns on each of the tenant's rows, which is what a LIMIT alone
 * invites when it expects many matches.
 */
export const findUsersWithTotal = async (
  scope: TenantScope,
  filter: UserSearch,
  page: { limit: number; offset: number },
) => {
  const rows = await matchingPage(scope, filter, page)
    .select(sql<string>`count(*) over ()`.as('matching_total'))
    .execute();
  const total = rows[0] ? Number(rows[0].matching_total) : undefined;
  return { users: rows.map(({ matching_total: _total, ...user }) => user), total };
};

export const isUnfiltered = (filter: UserSearch) =>
  !filter.search && (filter.fields ?? []).length === 0 && !filter.excludeRoleId;

/**
 * How many of the tenant's users match. With no filter this reads the count the `users` triggers
 * keep (migration 0009), so the plain list does not count 100,000 rows per page.
 */
export const countUsersMatching = async (scope: TenantScope, filter: UserSearch) => {
  if (isUnfiltered(filter)) {
    const kept = await scope.selectFrom('user_counts').select('count').executeTakeFirst();
    return Number(kept?.count ?? 0);
  }
  const row = await scope
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(matches(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
