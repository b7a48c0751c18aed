import { sql, type Insertable, type Selectable } from 'kysely';
import type { LogsTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';

export type LogRow = Selectable<LogsTable>;
export type NewLog = Omit<Insertable<LogsTable>, 'tenant_id'>;

/** Filters of a log list; each one set narrows it. */
export type LogFilter = { logKey?: string; userId?: string; applicationId?: string };

// The expressions match the indexes' (migration 0007) exactly, or the planner would not use them.
const payloadUserId = sql<string>`payload->>'userId'`;
const payloadApplicationId = sql<string>`payload->>'applicationId'`;

const filteredLogs = (scope: TenantScope, { logKey, userId, applicationId }: LogFilter) => {
  let query = scope.selectFrom('logs');
  if (logKey !== undefined) {
    query = query.where('key', '=', logKey);
  }
  if (userId !== undefined) {
    query = query.where(payloadUserId, '=', userId);
  }
  if (applicationId !== undefined) {
    query = query.where(payloadApplicationId, '=', applicationId);
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

export const countLogs = async (scope: TenantScope, filter: LogFilter) => {
  const row = await filteredLogs(scope, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const findLogById = (scope: TenantScope, id: string) =>
  scope.selectFrom('logs').selectAll().where('id', '=', id).executeTakeFirst();

/** Writes logs of one tenant in one multi-row insert. */
export const insertLogs = async (scope: TenantScope, logs: readonly NewLog[]) => {
  if (logs.length > 0) {
    await scope.insertInto('logs', logs).execute();
  }
};
