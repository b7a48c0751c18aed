import { sql } from 'kysely';
import type { TenantScope } from '../../db/tenant-scope.js';

const toCount = (row: { count: string | number | bigint }) => Number(row.count);

export const countUsers = async (scope: TenantScope) =>
  toCount(
    await scope
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  );

/** Users created in `[from, to)`. */
export const countUsersCreatedBetween = async (scope: TenantScope, from: Date, to: Date) =>
  toCount(
    await scope
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow(),
  );

/** Distinct users active on any day of `[firstDay, lastDay]` (`YYYY-MM-DD`, inclusive). */
export const countActiveUsersBetween = async (scope: TenantScope, firstDay: string, lastDay: string) =>
  toCount(
    await scope
      .selectFrom('daily_active_users')
      .select(sql<string>`count(distinct user_id)`.as('count'))
      .where('date', '>=', firstDay)
      .where('date', '<=', lastDay)
      .executeTakeFirstOrThrow(),
  );

/** Active users per day of `[firstDay, lastDay]`; days without any are left out. */
export const findDailyActiveUserCounts = async (scope: TenantScope, firstDay: string, lastDay: string) => {
  const rows = await scope
    .selectFrom('daily_active_users')
    .select([sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day'), (eb) => eb.fn.countAll<string>().as('count')])
    .where('date', '>=', firstDay)
    .where('date', '<=', lastDay)
    .groupBy('date')
    .execute();
  return new Map(rows.map((row) => [row.day, toCount(row)]));
};
