import type { Kysely } from 'kysely';
import { seconds } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { Logger } from '../../logger.js';
import { deleteLogsCreatedBefore } from './queries.js';
import { findTenantLogRetentions } from './retention-queries.js';

/**
 * How long audit logs are kept when the tenant set nothing (self-hosted); cloud plans write their
 * own `auditLogs.retentionDays` tenant config.
 */
export const defaultLogRetentionDays = 90;

const intervalMs = 60 * 60_000;
const firstRunDelayMs = 60_000;
const deleteBatchSize = 5000;

/** Deletes every tenant's logs older than its retention; returns how many were deleted. */
export async function deleteExpiredLogs(db: Kysely<Database>, now = new Date()): Promise<number> {
  let deleted = 0;
  for (const { tenantId, retentionDays } of await findTenantLogRetentions(db)) {
    const days = retentionDays !== undefined && retentionDays > 0 ? retentionDays : defaultLogRetentionDays;
    const cutoff = new Date(now.getTime() - days * seconds.day * 1000);
    const scope = scopeToTenant(db, tenantId);
    let batch: number;
    do {
      batch = await deleteLogsCreatedBefore(scope, cutoff, deleteBatchSize);
      deleted += batch;
    } while (batch === deleteBatchSize);
  }
  return deleted;
}

/**
 * Deletes expired audit logs a minute after start and then hourly, as the expired OIDC data is
 * cleaned up. Returns the stop function.
 */
export function startLogRetention(db: Kysely<Database>, logger: Pick<Logger, 'warn'>) {
  const run = () => {
    deleteExpiredLogs(db).catch((error: unknown) => logger.warn({ err: error }, 'audit log retention failed'));
  };
  const first = setTimeout(run, firstRunDelayMs);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
