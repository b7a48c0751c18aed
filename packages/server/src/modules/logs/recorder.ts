import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { EventListener } from '../../events/event-bus.js';
import type { Logger } from '../../logger.js';
import { dayOf } from '../dashboard/days.js';
import { addDailyTokenUsage, insertDailyActiveUsers } from './activity-queries.js';
import { createBatchWriter, type BatchWriter } from './batch-writer.js';
import { interactionLog, tokenExchangeLog } from './log-entries.js';
import { insertLogs, type NewLog } from './queries.js';
import { subjectTokenCreatedLog } from '../subject-tokens/audit-log.js';

/** How records wait before one insert writes them: at most this many, for at most this long. */
export type BatchLimits = { maxItems: number; intervalMs: number };
export const defaultBatchLimits: BatchLimits = { maxItems: 500, intervalMs: 1000 };

type Tenanted<T> = { tenantId: string } & T;

/** Items of a batch, by tenant, in the order they came. */
const byTenant = <T>(items: readonly Tenanted<T>[]) => {
  const groups = new Map<string, T[]>();
  for (const { tenantId, ...rest } of items) {
    const group = groups.get(tenantId) ?? [];
    group.push(rest as T);
    groups.set(tenantId, group);
  }
  return groups;
};


export type AuditRecorder = {
  /** Subscribe it to the domain events. */
  listener: EventListener;
  /** Writes everything queued; for tests, and before reading what was recorded. */
  flush: () => Promise<void>;
  /** Writes everything queued; call before the database closes. */
  close: () => Promise<void>;
};

/**
 * Turns sign-in steps and token exchanges into audit logs, daily active users and daily token
 * usage. Nothing is written during the request: records are queued and written in batches (one
 * multi-row statement per table and tenant), and a failed batch is logged, never thrown.
 */
export function createAuditRecorder(
  database: Kysely<Database> | ((tenantId: string) => Promise<Kysely<Database>>),
  logger: Logger,
  limits: BatchLimits = defaultBatchLimits,
) {
  // A function picks each tenant's database (its region's); a database serves every tenant.
  const databaseOf = typeof database === 'function' ? database : async () => database;
  const writeByTenant =
    <T>(write: (scope: ReturnType<typeof scopeToTenant>, rows: T[]) => Promise<void>) =>
    async (items: Tenanted<T>[]) => {
      for (const [tenantId, rows] of byTenant(items)) {
        await write(scopeToTenant(await databaseOf(tenantId), tenantId), rows);
      }
    };
  const options = { ...limits, logger };
  const logs: BatchWriter<Tenanted<{ log: NewLog }>> = createBatchWriter({
    ...options,
    name: 'audit logs',
    write: writeByTenant((scope, rows) => insertLogs(scope, rows.map((row) => row.log))),
  });
  const activeUsers: BatchWriter<Tenanted<{ userId: string; date: string }>> = createBatchWriter({
    ...options,
    name: 'daily active users',
    write: writeByTenant((scope, rows) => {
      const unique = new Map(rows.map((row) => [`${row.date}|${row.userId}`, row]));
      return insertDailyActiveUsers(scope, [...unique.values()]);
    }),
  });
  const tokenUsage: BatchWriter<Tenanted<{ date: string; count: number }>> = createBatchWriter({
    ...options,
    name: 'daily token usage',
    write: writeByTenant((scope, rows) => {
      const perDay = new Map<string, number>();
      for (const { date, count } of rows) {
        perDay.set(date, (perDay.get(date) ?? 0) + count);
      }
      return addDailyTokenUsage(scope, [...perDay].map(([date, count]) => ({ date, count })));
    }),
  });

  const markActive = (tenantId: string, userId: string | undefined, at: Date) => {
    if (userId) {
      activeUsers.add({ tenantId, userId, date: dayOf(at) });
    }
  };

  const listener: EventListener = (event) => {
    if (event.name === 'interaction.submitted') {
      logs.add({ tenantId: event.tenantId, log: interactionLog(event.data) });
      if (event.data.result === 'Success') {
        markActive(event.tenantId, event.data.userId, event.data.at);
      }
    } else if (event.name === 'token.exchanged') {
      logs.add({ tenantId: event.tenantId, log: tokenExchangeLog(event.data) });
      if (event.data.result === 'Success') {
        markActive(event.tenantId, event.data.userId, event.data.at);
        if (event.data.tokenCount > 0) {
          tokenUsage.add({ tenantId: event.tenantId, date: dayOf(event.data.at), count: event.data.tokenCount });
        }
      }
    } else if (event.name === 'subject-token.created') {
      logs.add({ tenantId: event.tenantId, log: subjectTokenCreatedLog(event.data) });
    }
  };

  const all = (action: 'flush' | 'close') =>
    Promise.all([logs[action](), activeUsers[action](), tokenUsage[action]()]).then(() => undefined);
  return { listener, flush: () => all('flush'), close: () => all('close') } satisfies AuditRecorder;
}
