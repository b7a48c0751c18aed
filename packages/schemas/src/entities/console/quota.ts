import { z } from 'zod';

/** A count limit; null means no limit. */
const limitGuard = z.int().nonnegative().nullable();

/**
 * What a plan or SKU grants. Billing has shipped two generations of names, so both
 * `rolesLimit`/`userRolesLimit`, `organizationsEnabled`/`organizationsLimit` and
 * `ssoEnabled`/`enterpriseSsoLimit` appear; every field but the MAU and token limits is optional.
 */
export const subscriptionQuotaGuard = z.object({
  mauLimit: limitGuard,
  tokenLimit: limitGuard,
  applicationsLimit: limitGuard.optional(),
  machineToMachineLimit: limitGuard.optional(),
  thirdPartyApplicationsLimit: limitGuard.optional(),
  resourcesLimit: limitGuard.optional(),
  scopesPerResourceLimit: limitGuard.optional(),
  socialConnectorsLimit: limitGuard.optional(),
  standardConnectorsLimit: limitGuard.optional(),
  rolesLimit: limitGuard.optional(),
  userRolesLimit: limitGuard.optional(),
  machineToMachineRolesLimit: limitGuard.optional(),
  scopesPerRoleLimit: limitGuard.optional(),
  hooksLimit: limitGuard.optional(),
  auditLogsRetentionDays: limitGuard.optional(),
  tenantMembersLimit: limitGuard.optional(),
  organizationsLimit: limitGuard.optional(),
  organizationsEnabled: z.boolean().optional(),
  enterpriseSsoLimit: limitGuard.optional(),
  ssoEnabled: z.boolean().optional(),
  mfaEnabled: z.boolean().optional(),
  customJwtEnabled: z.boolean().optional(),
  subjectTokenEnabled: z.boolean().optional(),
  bringYourUiEnabled: z.boolean().optional(),
  customDomainEnabled: z.boolean().optional(),
  omniSignInEnabled: z.boolean().optional(),
  /** Hours until a support ticket is answered; 0 means no ticket support. */
  ticketSupportResponseTime: z.number().nonnegative().optional(),
});
type SubscriptionQuota = z.infer<typeof subscriptionQuotaGuard>;

export const quotaKeys = subscriptionQuotaGuard.keyof().options;
export type QuotaKey = keyof SubscriptionQuota;

/** Current use per quota key: counts, or whether a feature is in use. */
const subscriptionUsageGuard = z.partialRecord(
  subscriptionQuotaGuard.keyof(),
  z.union([z.number().nonnegative(), z.boolean()]),
);
export type SubscriptionUsage = z.infer<typeof subscriptionUsageGuard>;

/** `GET /api/tenants/{tenantId}/subscription-usage`; `resources` and `roles` count scopes per id. */
export const subscriptionUsageResponseGuard = z.object({
  quota: subscriptionQuotaGuard,
  usage: subscriptionUsageGuard,
  resources: z.record(z.string(), z.int().nonnegative()),
  roles: z.record(z.string(), z.int().nonnegative()),
});
export type SubscriptionUsageResponse = z.infer<typeof subscriptionUsageResponseGuard>;

/**
 * Whether usage has reached its quota: `usage / quota >= 1` (so 0 of 0 is not exceeded). A null
 * quota is unlimited; the token, MAU and organization cards also read 0 as "no quota", so they
 * pass `zeroMeansUnlimited`.
 */
export const isQuotaExceeded = (
  usage: number,
  quota: number | null | undefined,
  { zeroMeansUnlimited = false }: { zeroMeansUnlimited?: boolean } = {},
): boolean => {
  if (quota === null || quota === undefined || (zeroMeansUnlimited && quota === 0)) {
    return false;
  }
  return usage / quota >= 1;
};
