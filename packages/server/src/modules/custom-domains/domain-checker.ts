import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
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
 */
export function startDomainChecker({ db, probe, logger, checkBaseMs }: DomainCheckerOptions) {
  const pollMs = Math.min(checkBaseMs, longestPollMs);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

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

  const tick = () => {
    running = (async () => {
      try {
        // A full batch may mean more are due: look again at once.
        while (!stopped && (await checkDue()) === batchSize) {
          /* keep going */
        }
      } catch (error) {
        logger.error({ err: error }, 'Custom domain checks failed');
      } finally {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      }
    })();
  };
  timer = setTimeout(tick, 0);
  timer.unref();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
