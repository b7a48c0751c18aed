import type { DomainStatus } from '@tessera/schemas';

/** What one check of a domain found. */
export type ProbeResult = { ok: true } | { ok: false; problem: string };

/** The longest wait between two checks, whatever the back-off says. */
const maxDelayMs = 60 * 60 * 1000;
/**
 * Checks made in one status before the domain is given up as Error: with the default 30-second
 * first delay, doubling up to an hour, about three days.
 */
export const giveUpAfterAttempts = 80;

export type CheckOutcome = {
  status: DomainStatus;
  errorMessage: string | null;
  attempts: number;
  /** Null: no more checks (Active, Error). */
  nextCheckInMs: number | null;
};

/**
 * Where a domain goes after a check. Verified DNS moves it to PendingSsl, checked again at once;
 * an HTTPS answer makes it Active. A failed check waits twice as long as the one before, and
 * after `giveUpAfterAttempts` in one status the domain is in Error with the last problem found.
 */
export function nextCheckOutcome(
  current: { status: DomainStatus; attempts: number },
  result: ProbeResult,
  baseDelayMs: number,
): CheckOutcome {
  if (result.ok) {
    return current.status === 'PendingVerification'
      ? { status: 'PendingSsl', errorMessage: null, attempts: 0, nextCheckInMs: 0 }
      : { status: 'Active', errorMessage: null, attempts: 0, nextCheckInMs: null };
  }
  const attempts = current.attempts + 1;
  if (attempts >= giveUpAfterAttempts) {
    return { status: 'Error', errorMessage: result.problem, attempts, nextCheckInMs: null };
  }
  const delay = Math.min(baseDelayMs * 2 ** Math.min(attempts - 1, 30), maxDelayMs);
  return { status: current.status, errorMessage: null, attempts, nextCheckInMs: delay };
}
