import type { ExceededQuotaData, QuotaKey } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import type { PlanQuota } from './plan-catalogue.js';
import type { QuotaCheck, QuotaRequest } from './quota-rules.js';

/** Keys whose limit 0 reads as "no quota" (spec 001 §9), as the console's usage cards read them. */
const zeroMeansNoQuota: ReadonlySet<QuotaKey> = new Set(['mauLimit', 'tokenLimit', 'organizationsLimit']);

type ExceededQuota = ExceededQuotaData['exceededQuota'];

/**
 * The quota keys a write would exceed under `quota`, each with the plan's value for it. Features
 * are checked first: once one is refused nothing is counted, the write fails anyway.
 */
export async function findExceededQuota(
  checks: readonly QuotaCheck[],
  request: QuotaRequest,
  quota: PlanQuota,
): Promise<ExceededQuota> {
  const applicable = checks.filter((check) => check.applies?.(request) ?? true);
  const exceeded: ExceededQuota = {};
  for (const check of applicable) {
    if ('feature' in check && quota[check.key] === false) {
      exceeded[check.key] = false;
    }
  }
  if (Object.keys(exceeded).length > 0) {
    return exceeded;
  }
  for (const check of applicable) {
    if ('feature' in check) {
      continue;
    }
    const limit = quota[check.key];
    if (typeof limit !== 'number' || (limit === 0 && zeroMeansNoQuota.has(check.key))) {
      continue;
    }
    const adds = check.adds?.(request) ?? 1;
    if (adds > 0 && (await check.count(request)) + adds > limit) {
      exceeded[check.key] = limit;
    }
  }
  return exceeded;
}

/** Fails the write with `subscription.quota_exceeded` (403) when any key is exceeded. */
export function assertWithinQuota(exceededQuota: ExceededQuota) {
  if (Object.keys(exceededQuota).length > 0) {
    throw new RequestError('subscription.quota_exceeded', 403, { exceededQuota });
  }
}
