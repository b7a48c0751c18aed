import { sql } from 'kysely';
import type { TenantScope } from '../../db/tenant-scope.js';

/** Marks users active on days (`YYYY-MM-DD`); a user already marked for a day stays one row. */
export const insertDailyActiveUsers = async (
  scope: TenantScope,
  rows: readonly { userId: string; date: string }[],
) => {
  if (rows.length > 0) {
    await scope
      .insertInto(
        'daily_active_users',
        rows.map(({ userId, date }) => ({ user_id: userId, date })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
};

/** Adds issued tokens to the days' counts (`YYYY-MM-DD`), creating a day's row on its first token. */
export const addDailyTokenUsage = async (scope: TenantScope, rows: readonly { date: string; count: number }[]) => {
  if (rows.length > 0) {
    await scope
      .insertInto('daily_token_usage', rows)
      .onConflict((conflict) =>
        conflict
          .columns(['tenant_id', 'date'])
          .doUpdateSet({ count: sql`daily_token_usage.count + excluded.count` } as never),
      )
      .execute();
  }
};
