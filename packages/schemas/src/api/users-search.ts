import { z } from 'zod';

import { idMaxLength } from '../constants';
import { searchPageQuery } from './params';

/** Fields of a user that `search.<field>` may name, as the API spells them. */
export const userSearchFields = ['id', 'username', 'primaryEmail', 'primaryPhone', 'name'] as const;
export type UserSearchField = (typeof userSearchFields)[number];

/**
 * How a `search.<field>` value matches: `exact` (the whole value), `like` (a LIKE pattern, `%`
 * for any text; the default) or `similar_to` (an SQL `SIMILAR TO` pattern).
 */
export const userSearchModeGuard = z.enum(['exact', 'like', 'similar_to']);
export type UserSearchMode = z.infer<typeof userSearchModeGuard>;

const fieldValue = z.string().max(256);
const searchFields = Object.fromEntries(
  userSearchFields.map((field) => [`search.${field}`, fieldValue.optional()]),
) as { [F in UserSearchField as `search.${F}`]: z.ZodOptional<typeof fieldValue> };
const modeFields = Object.fromEntries(
  userSearchFields.map((field) => [`mode.${field}`, userSearchModeGuard.optional()]),
) as { [F in UserSearchField as `mode.${F}`]: z.ZodOptional<typeof userSearchModeGuard> };

/**
 * `GET /api/users`: the page, `search` over every field (as in every list), and the reference's
 * field searches: `search.<field>` with its `mode.<field>` (or `mode` for all), combined with
 * `joint` (`or` by default, `and`), case-insensitive unless `isCaseSensitive` is `true`.
 */
/** `true`, `1` or `yes`: each user answered carries its enterprise SSO identities. */
export const includeSsoIdentitiesQuery = z
  .string()
  .optional()
  .meta({ description: "`true`, `1` or `yes` to add each user's enterprise SSO identities as `ssoIdentities`." });

export const userListQuery = searchPageQuery.extend({
  ...searchFields,
  ...modeFields,
  mode: userSearchModeGuard.optional().meta({ description: 'Mode of every `search.<field>` without its own `mode.<field>`.' }),
  joint: z.enum(['and', 'or']).optional().meta({ description: 'How several `search.<field>` combine; `or` by default.' }),
  isCaseSensitive: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: '`true` to match `search.<field>` values with case; `false` by default.' }),
  excludeRoleId: z.string().max(idMaxLength).optional().meta({ description: 'Leave out users holding this role.' }),
  includeSsoIdentities: includeSsoIdentitiesQuery,
});
export type UserListQuery = z.infer<typeof userListQuery>;
