import type { DatabaseHandle } from '../db/database.js';
import { startEmbeddedMaintenance } from '../db/embedded-maintenance.js';
import type { Logger } from '../logger.js';
import { startPeriodicJob, type PeriodicJob } from '../utils/periodic-job.js';
import { deleteStaleSentinelActivities } from '../modules/sentinel/cleanup-queries.js';
import { deleteExpiredPasscodes } from '../modules/experience/cleanup-queries.js';
import { deleteExpiredModelInstances } from './adapter-queries.js';

const intervalMs = 10 * 60_000;

/**
 * Removes expired sessions, codes and tokens, expired one-time codes, and credential attempts too
 * old to matter, every ten minutes (the first time ten minutes after start), each as a job of its
 * own so one failing holds up no other; on the embedded database also vacuums and analyzes what
 * changed (nothing else does there).
 */
export function startModelCleanup({ db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>, logger: Logger): PeriodicJob[] {
  const every10Minutes = (name: string, run: () => Promise<unknown>) =>
    startPeriodicJob({ name, firstDelayMs: intervalMs, intervalMs, run, logger });
  return [
    every10Minutes('expired oidc data clean-up', () => deleteExpiredModelInstances(db)),
    every10Minutes('sentinel clean-up', () => deleteStaleSentinelActivities(db)),
    every10Minutes('passcode clean-up', () => deleteExpiredPasscodes(db)),
    ...(kind === 'pglite' ? [startEmbeddedMaintenance(db, logger)] : []),
  ];
}
