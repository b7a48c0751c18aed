import type { Selectable } from 'kysely';
import type { PersonalAccessTokensTable } from '../../db/personal-access-and-subject-token-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type PersonalAccessTokenRow = Selectable<PersonalAccessTokensTable>;

export const findPersonalAccessTokens = (scope: TenantScope, userId: string) =>
  scope
    .selectFrom('personal_access_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('name')
    .execute();

export const findPersonalAccessTokenByName = (scope: TenantScope, userId: string, name: string) =>
  scope
    .selectFrom('personal_access_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst();

export const findPersonalAccessTokenByDigest = (scope: TenantScope, valueDigest: string) =>
  scope
    .selectFrom('personal_access_tokens')
    .selectAll()
    .where('value_digest', '=', valueDigest)
    .executeTakeFirst();

export const insertPersonalAccessToken = (
  scope: TenantScope,
  token: { user_id: string; name: string; value_digest: string; expires_at: Date | null },
) => scope.insertInto('personal_access_tokens', token).returningAll().executeTakeFirstOrThrow();

export const updatePersonalAccessTokenName = (scope: TenantScope, userId: string, name: string, newName: string) =>
  scope
    .updateTable('personal_access_tokens')
    .set({ name: newName })
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .returningAll()
    .executeTakeFirst();

export const deletePersonalAccessTokenByName = async (scope: TenantScope, userId: string, name: string) => {
  const result = await scope
    .deleteFrom('personal_access_tokens')
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};
