import { isQuotaExceeded, type QuotaKey, type SubscriptionUsageResponse } from '@tessera/schemas';

/** Cards whose quota 0 reads as "no quota" (spec 001 §9). */
const zeroMeansNoQuota: ReadonlySet<QuotaKey> = new Set(['mauLimit', 'tokenLimit', 'organizationsLimit']);

/** The cards of plans without add-ons: free and pro show only these. */
const basicCardKeys = ['mauLimit', 'tokenLimit'] as const satisfies readonly QuotaKey[];

/** Every card, in the order shown, when the plan has more to show than MAU and tokens. */
export const usageCardKeys = [
  ...basicCardKeys,
  'applicationsLimit',
  'machineToMachineLimit',
  'thirdPartyApplicationsLimit',
  'resourcesLimit',
  'socialConnectorsLimit',
  'userRolesLimit',
  'machineToMachineRolesLimit',
  'hooksLimit',
  'organizationsLimit',
  'enterpriseSsoLimit',
  'tenantMembersLimit',
  'mfaEnabled',
  'customJwtEnabled',
  'customDomainEnabled',
] as const satisfies readonly QuotaKey[];

export type UsageCardKey = (typeof usageCardKeys)[number];

export type UsageCard =
  | {
      kind: 'count';
      key: UsageCardKey;
      usage: number;
      /** Null when there is no quota to measure against. */
      quota: number | null;
      /** Usage as a rounded percentage of the quota; undefined without one. */
      percent: number | undefined;
      isExceeded: boolean;
    }
  | { kind: 'feature'; key: UsageCardKey; isActive: boolean };

/** Free and pro tenants without add-ons see only the MAU and token cards; other plans all of them. */
export const selectUsageCardKeys = (planId: string, isAddOnAvailable: boolean): readonly UsageCardKey[] =>
  !isAddOnAvailable && (planId === 'free' || planId === 'pro') ? basicCardKeys : usageCardKeys;

/**
 * One usage card: a count against its quota (percent rounded; exceeded when usage / quota is 1
 * or more), or a feature's state (active when in use).
 */
export function toUsageCard(key: UsageCardKey, { quota, usage }: Pick<SubscriptionUsageResponse, 'quota' | 'usage'>): UsageCard {
  const limit = quota[key];
  const used = usage[key];
  if (typeof limit === 'boolean' || typeof used === 'boolean') {
    return { kind: 'feature', key, isActive: used === true };
  }
  const count = used ?? 0;
  const noQuota = limit === null || limit === undefined || (limit === 0 && zeroMeansNoQuota.has(key));
  if (noQuota) {
    return { kind: 'count', key, usage: count, quota: null, percent: undefined, isExceeded: false };
  }
  return {
    kind: 'count',
    key,
    usage: count,
    quota: limit,
    percent: limit === 0 ? undefined : Math.round((count / limit) * 100),
    isExceeded: isQuotaExceeded(count, limit),
  };
}

/** The cards of a tenant's subscription usage, as its plan calls for. */
export const toUsageCards = (
  planId: string,
  isAddOnAvailable: boolean,
  response: Pick<SubscriptionUsageResponse, 'quota' | 'usage'>,
): UsageCard[] => selectUsageCardKeys(planId, isAddOnAvailable).map((key) => toUsageCard(key, response));
