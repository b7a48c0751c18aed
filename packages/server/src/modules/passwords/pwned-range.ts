import { createPwnedRangeFetcher, type PwnedRangeFetcher } from '@tessera/schemas';
import type { Logger } from '../../logger.js';

const lookupTimeoutMs = 3000;

/** The breach range service over HTTP, giving up after 3 seconds. */
export const fetchPwnedRange: PwnedRangeFetcher = createPwnedRangeFetcher((input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(lookupTimeoutMs) }),
);

/**
 * Wraps a range lookup so an unreachable service lets the password through: an outage of a third
 * party must not stop every registration. The failure is logged for the operator.
 */
export const failOpen =
  (fetchRange: PwnedRangeFetcher, logger: Pick<Logger, 'warn'>): PwnedRangeFetcher =>
  async (prefix) => {
    try {
      return await fetchRange(prefix);
    } catch (error) {
      logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'pwned password lookup failed; the password was not checked against breaches',
      );
      return '';
    }
  };
