import type { Kysely } from 'kysely';
import { seconds } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { Logger } from '../../logger.js';
import { startPeriodicJob } from '../../utils/periodic-job.js';
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

/**
 * Deletes every tenant's logs older than its retention; returns how many were deleted. An aborted
 * `signal` ends the work after the batch under way (a backlog may take many batches).
 */
export async function deleteExpiredLogs(db: Kysely<Database>, now = new Date(), signal?: AbortSignal): Promise<number> {
  let deleted = 0;
  for (const { tenantId, retentionDays } of await findTenantLogRetentions(db)) {
    if (signal?.aborted) {
      break;
    }
    const days = retentionDays !== undefined && retentionDays > 0 ? retentionDays : defaultLogRetentionDays;
    const cutoff = new Date(now.getTime() - days * seconds.day * 1000);
    const scope = scopeToTenant(db, tenantId);
    let batch: number;
    do {
      batch = await deleteLogsCreatedBefore(scope, cutoff, deleteBatchSize);
      deleted += batch;
    } while (batch === deleteBatchSize && !signal?.aborted);
  }
  return deleted;
}

/** Deletes expired audit logs a minute after start and then hourly, as the expired OIDC data is cleaned up. */
export function startLogRetention(db: Kysely<Database>, logger: Pick<Logger, 'warn'>) {
  return startPeriodicJob({
    name: 'audit log retention',
    firstDelayMs: firstRunDelayMs,
    intervalMs,
    run: (signal) => deleteExpiredLogs(db, new Date(), signal),
    logger,
  });
}
