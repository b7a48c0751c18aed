import type { Selectable } from 'kysely';
import type { UserLogtoConfigsTable } from '../../db/account-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type UserLogtoConfigRow = Selectable<UserLogtoConfigsTable>;
export type UserLogtoConfigFlags = Partial<Pick<UserLogtoConfigRow, 'mfa_skipped' | 'skip_mfa_on_sign_in' | 'passkey_sign_in_skipped'>>;

export const findUserLogtoConfig = (scope: TenantScope, userId: string) =>
  scope.selectFrom('user_logto_configs').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Sets the given flags, creating the user's row on the first change. */
export const upsertUserLogtoConfig = (scope: TenantScope, userId: string, flags: UserLogtoConfigFlags) =>
  scope
    .insertInto('user_logto_configs', { user_id: userId, ...flags })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'user_id']).doUpdateSet({ ...flags, updated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
