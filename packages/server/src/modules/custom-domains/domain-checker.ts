import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
import { startPeriodicJob, type PeriodicJob } from '../../utils/periodic-job.js';
import { nextCheckOutcome } from './check-outcome.js';
import type { DomainProbe } from './domain-probe.js';
import { claimDueCustomDomains, recordCustomDomainCheck } from './queries.js';

export type DomainCheckerOptions = {
  db: Kysely<Database>;
  probe: DomainProbe;
  logger: Logger;
  /** The first re-check delay; each later one doubles it. Also bounds how often due rows are looked for. */
  checkBaseMs: number;
};

/** Domains checked at a time, and how long one may take before another instance may take it. */
const batchSize = 10;
const leaseMs = 60_000;
const longestPollMs = 5000;

/**
 * Checks the custom domains of every tenant as they fall due: DNS records for PendingVerification,
 * an HTTPS answer for PendingSsl, with back-off in between (check-outcome.ts). Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several instances share the work without checking a domain twice.
 * The first look is at start.
 */
export function startDomainChecker({ db, probe, logger, checkBaseMs }: DomainCheckerOptions): PeriodicJob {
  const checkDue = async () => {
    const due = await claimDueCustomDomains(db, batchSize, leaseMs);
    await Promise.all(
      due.map(async (row) => {
        const result = await probe.check(row);
        const outcome = nextCheckOutcome({ status: row.status, attempts: row.check_attempts }, result, checkBaseMs);
        await recordCustomDomainCheck(db, row, outcome);
        if (outcome.status !== row.status) {
          logger.info({ tenantId: row.tenant_id, domainId: row.id, status: outcome.status }, 'Custom domain status changed');
        }
      }),
    );
    return due.length;
  };

  return startPeriodicJob({
    name: 'custom domain checks',
    firstDelayMs: 0,
    intervalMs: Math.min(checkBaseMs, longestPollMs),
    run: async (signal) => {
      // A full batch may mean more are due: look again at once.
      while (!signal.aborted && (await checkDue()) === batchSize) {
        /* keep going */
      }
    },
    logger,
  });
}
