import type { DatabaseHandle } from '../db/database.js';
import { startEmbeddedMaintenance } from '../db/embedded-maintenance.js';
import type { Logger } from '../logger.js';
import { deleteStaleSentinelActivities } from '../modules/sentinel/cleanup-queries.js';
import { deleteExpiredPasscodes } from '../modules/experience/cleanup-queries.js';
import { deleteExpiredModelInstances } from './adapter-queries.js';

const intervalMs = 10 * 60_000;

/**
 * Removes expired sessions, codes and tokens, expired one-time codes, and credential attempts too old to matter, every
 * ten minutes; on the embedded database also vacuums and analyzes what changed (nothing else
 * does there). Returns the stop function.
 */
export function startModelCleanup(
  { db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>,
  logger: Logger,
) {
  const timer = setInterval(() => {
    deleteExpiredModelInstances(db).catch((error: unknown) =>
      logger.warn({ err: error }, 'expired oidc data clean-up failed'),
    );
    deleteStaleSentinelActivities(db).catch((error: unknown) =>
      logger.warn({ err: error }, 'sentinel clean-up failed'),
    );
    deleteExpiredPasscodes(db).catch((error: unknown) => logger.warn({ err: error }, 'passcode clean-up failed'));
  }, intervalMs);
  timer.unref();
  const stopMaintenance = kind === 'pglite' ? startEmbeddedMaintenance(db, logger) : undefined;
  return () => {
    clearInterval(timer);
    stopMaintenance?.();
  };
}
