import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { deleteStaleSentinelActivities } from '../modules/sentinel/cleanup-queries.js';
import { deleteExpiredModelInstances } from './adapter-queries.js';

const intervalMs = 10 * 60_000;

/**
 * Removes expired sessions, codes and tokens, and credential attempts too old to matter, every
 * ten minutes; returns the stop function.
 */
export function startModelCleanup(db: Kysely<Database>, logger: Logger) {
  const timer = setInterval(() => {
    deleteExpiredModelInstances(db).catch((error: unknown) =>
      logger.warn({ err: error }, 'expired oidc data clean-up failed'),
    );
    deleteStaleSentinelActivities(db).catch((error: unknown) =>
      logger.warn({ err: error }, 'sentinel clean-up failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
