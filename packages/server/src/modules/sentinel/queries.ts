import type { Insertable } from 'kysely';
import type { SentinelActivitiesTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type NewSentinelActivity = Omit<Insertable<SentinelActivitiesTable>, 'tenant_id'>;

/** One statement for all rows: an attempt is recorded for the identifier and for the IP. */
export const insertSentinelActivities = (scope: TenantScope, activities: NewSentinelActivity[]) =>
  scope.insertInto('sentinel_activities', activities).execute();

/** The latest block decision on a target, expired or not. */
export const findLatestSentinelBlock = (
  scope: TenantScope,
  target: { type: string; hash: string; action: string },
) =>
  scope
    .selectFrom('sentinel_activities')
    .select(['decision_expires_at', 'created_at'])
    .where('target_type', '=', target.type)
    .where('target_hash', '=', target.hash)
    .where('action', '=', target.action)
    .where('decision', '=', 'Blocked')
    .orderBy('decision_expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const countSentinelActivities = async (
  scope: TenantScope,
  filter: { type: string; hash: string; action: string; result: string; since: Date },
) => {
  const row = await scope
    .selectFrom('sentinel_activities')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('target_type', '=', filter.type)
    .where('target_hash', '=', filter.hash)
    .where('action', '=', filter.action)
    .where('action_result', '=', filter.result)
    .where('created_at', '>', filter.since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const updateSentinelActivityById = (
  scope: TenantScope,
  id: string,
  changes: { decision: string; decision_expires_at: Date },
) => scope.updateTable('sentinel_activities').set(changes).where('id', '=', id).execute();

/**
 * The target's latest attempts since `since`, newest first: the progressive delay reads the run
 * of failures at their head. Served by the `sentinel_activities_target` index.
 */
export const findRecentSentinelResults = (
  scope: TenantScope,
  filter: { type: string; hash: string; action: string; since: Date; limit: number },
) =>
  scope
    .selectFrom('sentinel_activities')
    .select(['action_result', 'created_at'])
    .where('target_type', '=', filter.type)
    .where('target_hash', '=', filter.hash)
    .where('action', '=', filter.action)
    .where('created_at', '>', filter.since)
    .orderBy('created_at', 'desc')
    .limit(filter.limit)
    .execute();
