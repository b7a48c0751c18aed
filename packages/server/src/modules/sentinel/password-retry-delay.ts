import { RequestError } from '../../errors/request-error.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findRecentSentinelResults } from './queries.js';
import { passwordTargetOf } from './target-hash.js';

/**
 * Progressive delay on one identifier: after `freeFailures` consecutive failed password attempts,
 * the next attempt is allowed only `baseSeconds` after the last failure, doubling with every
 * further failure up to `maxSeconds`. A success ends the run; failures older than
 * `windowMinutes` are forgotten. The lockout (sentinel.ts) still counts every failure.
 */
export const passwordRetryDelay = { freeFailures: 5, baseSeconds: 1, maxSeconds: 30, windowMinutes: 15 } as const;

export type PasswordRetryDelay = typeof passwordRetryDelay;

/** Rows enough to tell a run that has reached the longest delay. */
const rowsToRead = ({ freeFailures, baseSeconds, maxSeconds }: PasswordRetryDelay) =>
  freeFailures + Math.ceil(Math.log2(maxSeconds / baseSeconds)) + 1;

/** Seconds to wait after `failures` consecutive failures (0 while they are within the free ones). */
export const retryDelaySeconds = (failures: number, delay: PasswordRetryDelay = passwordRetryDelay) =>
  failures < delay.freeFailures
    ? 0
    : Math.min(delay.maxSeconds, delay.baseSeconds * 2 ** (failures - delay.freeFailures));

/**
 * Seconds until the identifier may try a password again, or undefined when it may now. Read from
 * the recorded attempts with one indexed query, so every instance sharing the database agrees.
 */
export async function findPasswordRetryWaitSeconds(
  scope: TenantScope,
  identifier: string,
  now = new Date(),
  delay: PasswordRetryDelay = passwordRetryDelay,
): Promise<number | undefined> {
  const rows = await findRecentSentinelResults(scope, {
    ...passwordTargetOf(scope, identifier),
    since: new Date(now.getTime() - delay.windowMinutes * 60_000),
    limit: rowsToRead(delay),
  });
  const successAt = rows.findIndex((row) => row.action_result !== 'Failed');
  const failures = successAt === -1 ? rows.length : successAt;
  const waitMs = rows[0] ? rows[0].created_at.getTime() + retryDelaySeconds(failures, delay) * 1000 - now.getTime() : 0;
  return failures >= delay.freeFailures && waitMs > 0 ? Math.ceil(waitMs / 1000) : undefined;
}

/**
 * Refuses a password attempt that comes too soon after a run of failures: 429
 * `session.attempt_too_soon` with the seconds to wait (also sent as Retry-After). Answered at once,
 * without checking the password and without recording an attempt, so waiting costs the server nothing.
 */
export async function assertPasswordRetryAllowed(scope: TenantScope, identifier: string, now = new Date()) {
  const seconds = await findPasswordRetryWaitSeconds(scope, identifier, now);
  if (seconds !== undefined) {
    throw new RequestError('session.attempt_too_soon', 429, { seconds });
  }
}
