import { userSearchFields, type UserListQuery } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import {
  countUsersMatching,
  findUsers,
  findUsersWithTotal,
  isUnfiltered,
  type FieldSearch,
  type UserSearch,
} from './list-queries.js';

/** PostgreSQL's codes for a pattern it cannot read: a bad regular expression or escape. */
const badPatternCodes = new Set(['2201B', '22025', '22019']);

/** The filter a `GET /api/users` query describes: `search`, the field searches, and the rest. */
export function toUserSearch(query: UserListQuery): UserSearch {
  const fields: FieldSearch[] = [];
  for (const field of userSearchFields) {
    const value = query[`search.${field}`];
    if (value !== undefined && value !== '') {
      fields.push({ field, value, mode: query[`mode.${field}`] ?? query.mode ?? 'like' });
    }
  }
  return {
    search: query.search,
    fields,
    joint: query.joint,
    isCaseSensitive: query.isCaseSensitive === 'true',
    excludeRoleId: query.excludeRoleId,
  };
}

/**
 * A page of users and the total matching; a `similar_to` pattern PostgreSQL cannot read answers
 * 400 `user.invalid_search_pattern`.
 */
export async function listUsers(scope: TenantScope, filter: UserSearch, page: { limit: number; offset: number }) {
  try {
    if (isUnfiltered(filter)) {
      // The kept count answers the total; the page walks the newest-first index.
      const [users, total] = await Promise.all([findUsers(scope, filter, page), countUsersMatching(scope, filter)]);
      return { users, total };
    }
    const { users, total } = await findUsersWithTotal(scope, filter, page);
    // A page past the last match has no row to carry the total.
    return { users, total: total ?? (await countUsersMatching(scope, filter)) };
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && badPatternCodes.has(code)) {
      throw new RequestError('user.invalid_search_pattern', 400);
    }
    throw error;
  }
}
