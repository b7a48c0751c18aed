import { sql } from 'kysely';
import type { TenantScope } from '../../db/tenant-scope.js';

/** Adds (or, with `sign` -1, takes off) one per key to the tenant's log counts. */
export const addLogCounts = async (scope: TenantScope, keys: readonly string[], sign: 1 | -1 = 1) => {
  const perKey = new Map<string, number>();
  for (const key of keys) {
    perKey.set(key, (perKey.get(key) ?? 0) + sign);
  }
  if (perKey.size === 0) {
    return;
  }
  await scope
    .insertInto(
      'log_counts',
      [...perKey].map(([key, count]) => ({ key, count })),
    )
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'key']).doUpdateSet({ count: sql`log_counts.count + excluded.count` } as never),
    )
    .execute();
};

/** How many logs the tenant holds, of one key or of all, read from the kept counts. */
export const sumLogCounts = async (scope: TenantScope, key?: string) => {
  let query = scope.selectFrom('log_counts').select(sql<string>`coalesce(sum(count), 0)`.as('count'));
  if (key !== undefined) {
    query = query.where('key', '=', key);
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
};
