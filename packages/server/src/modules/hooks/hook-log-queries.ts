import { sql } from 'kysely';
import { hookRecentWindowMs, type HookRecentLogsQuery } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { RequestError } from '../../errors/request-error.js';
import { hookLogKeyPrefix } from './delivery-log.js';

/** Deliveries of a set of hooks since `from` (the index `logs_hook_created_at` serves it). */
const hookLogs = (scope: TenantScope, from: Date, to?: Date) => {
  let query = scope
    .selectFrom('logs')
    .where('key', 'like', `${hookLogKeyPrefix}%`)
    .where('created_at', '>=', from);
  if (to) {
    query = query.where('created_at', '<=', to);
  }
  return query;
};

const hookIdOf = sql<string>`payload ->> 'hookId'`;

/** The window of `/recent-logs`: the last 24 hours unless the query names bounds. */
export const toRecentWindow = ({ start_time, end_time }: HookRecentLogsQuery, now = Date.now()) => {
  const from = start_time === undefined ? undefined : new Date(Number(start_time));
  const to = end_time === undefined ? undefined : new Date(Number(end_time));
  if (from && to && from > to) {
    throw new RequestError('log.invalid_time_range', 400);
  }
  return { from: from ?? (to ? new Date(0) : new Date(now - hookRecentWindowMs)), to };
};

export const findHookLogs = (
  scope: TenantScope,
  hookId: string,
  window: { from: Date; to?: Date; logKey?: string },
  page: Page,
) => {
  let query = hookLogs(scope, window.from, window.to).where(hookIdOf, '=', hookId);
  if (window.logKey) {
    query = query.where('key', '=', window.logKey);
  }
  return query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
};

export const countHookLogs = async (
  scope: TenantScope,
  hookId: string,
  window: { from: Date; to?: Date; logKey?: string },
  cap?: number,
) => {
  let query = hookLogs(scope, window.from, window.to).where(hookIdOf, '=', hookId);
  if (window.logKey) {
    query = query.where('key', '=', window.logKey);
  }
  const limited = query.select('id').limit(cap ?? Number.MAX_SAFE_INTEGER);
  const row = await scope
    .selectFromDerived(limited.as('matching'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Per hook, attempts and successful attempts of the last 24 hours. */
export const countHookExecutions = async (scope: TenantScope, hookIds: readonly string[], now = Date.now()) => {
  if (hookIds.length === 0) {
    return new Map<string, { requestCount: number; successCount: number }>();
  }
  const rows = await hookLogs(scope, new Date(now - hookRecentWindowMs))
    .where(hookIdOf, 'in', hookIds)
    .select([
      hookIdOf.as('hook_id'),
      sql<string>`count(*)`.as('request_count'),
      sql<string>`count(*) filter (where payload ->> 'result' = 'Success')`.as('success_count'),
    ])
    .groupBy(hookIdOf)
    .execute();
  return new Map(
    rows.map((row) => [row.hook_id, { requestCount: Number(row.request_count), successCount: Number(row.success_count) }]),
  );
};
