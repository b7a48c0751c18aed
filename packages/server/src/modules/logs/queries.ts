import { type Insertable, type Selectable } from 'kysely';
import type { LogsTable } from '../../db/audit-log-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { addLogCounts } from './log-count-queries.js';

export type LogRow = Selectable<LogsTable>;
export type NewLog = Omit<Insertable<LogsTable>, 'tenant_id'>;

/** Filters of a log list; each one set narrows it. */
export type LogFilter = {
  logKey?: string;
  userId?: string;
  applicationId?: string;
  /** Inclusive bounds on `created_at`. */
  from?: Date;
  to?: Date;
};

const filteredLogs = (scope: TenantScope, { logKey, userId, applicationId, from, to }: LogFilter) => {
  let query = scope.selectFrom('logs');
  if (from !== undefined) {
    query = query.where('created_at', '>=', from);
  }
  if (to !== undefined) {
    query = query.where('created_at', '<=', to);
  }
  if (logKey !== undefined) {
    query = query.where('key', '=', logKey);
  }
  if (userId !== undefined) {
    query = query.where('user_id', '=', userId);
  }
  if (applicationId !== undefined) {
    query = query.where('application_id', '=', applicationId);
  }
  return query;
};

/** One page of logs, newest first (ties in a fixed order, so pages never overlap). */
export const findLogs = (scope: TenantScope, filter: LogFilter, page: Page) =>
  filteredLogs(scope, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/**
 * Counts matching logs row by row: meant for user and application filters and time ranges, which
 * match fewer. With `cap`, counting stops after `cap` rows (the answer is then `cap`).
 */
export const countFilteredLogs = async (scope: TenantScope, filter: LogFilter, cap?: number) => {
  if (cap !== undefined) {
    const capped = filteredLogs(scope, filter).select('id').limit(cap);
    const row = await scope
      .selectFromDerived(capped.as('capped'))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
  const row = await filteredLogs(scope, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const findLogById = (scope: TenantScope, id: string) =>
  scope
    .selectFrom('logs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();

/** How `insertLogs` reads each column of its JSON rows. */
const logColumns = {
  id: 'text',
  key: 'text',
  user_id: 'text',
  application_id: 'text',
  payload: 'jsonb',
  created_at: 'timestamptz',
} as const;

/**
 * Writes logs of one tenant in one insert, and adds them to the tenant's counts. The rows go as
 * one JSON parameter: a batch of 500 logs would otherwise bind 3,500 parameters.
 */
export const insertLogs = async (scope: TenantScope, logs: readonly NewLog[]) => {
  if (logs.length === 0) {
    return;
  }
  // A JSON row without a time would be null in the column, not its default.
  const rows = logs.map((log) => (log.created_at ? log : { ...log, created_at: new Date() }));
  await scope.transaction(async (tx) => {
    await tx.insertJsonRows('logs', logColumns, rows).execute();
    await addLogCounts(tx, logs.map((log) => log.key));
  });
};

/**
 * Deletes up to `limit` logs created before `cutoff`, oldest first, and takes them off the
 * counts; returns how many went. Small batches keep each statement short, so requests sharing
 * the connection are not held up.
 */
export const deleteLogsCreatedBefore = (scope: TenantScope, cutoff: Date, limit: number) =>
  scope.transaction(async (tx) => {
    const oldest = tx.selectFrom('logs').select('id').where('created_at', '<', cutoff).orderBy('created_at').limit(limit);
    const deleted = await tx.deleteFrom('logs').where('id', 'in', oldest).returning('key').execute();
    await addLogCounts(
      tx,
      deleted.map((row) => row.key),
      -1,
    );
    return deleted.length;
  });

