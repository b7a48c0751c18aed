import { z } from 'zod';
import { lockout } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findTenantConfigByKey, upsertTenantConfig } from '../tenant-configs/queries.js';

/** Tenant config key holding the lockout policy. */
export const sentinelPolicyKey = 'sentinelPolicy';

export const sentinelPolicyGuard = z.object({
  /** Failed password attempts on one identifier within the lockout duration that trigger a block. */
  maxAttempts: z.int().min(1).max(10_000).default(lockout.failureThreshold),
  /** How long the block lasts; also the window in which failures are counted. */
  lockoutDurationMinutes: z.int().min(1).max(7 * 24 * 60).default(lockout.lockMinutes),
});
export type SentinelPolicy = z.output<typeof sentinelPolicyGuard>;

export const defaultSentinelPolicy: SentinelPolicy = sentinelPolicyGuard.parse({});

/** The tenant's lockout policy; a missing or malformed value falls back to the defaults. */
export async function findSentinelPolicy(scope: TenantScope): Promise<SentinelPolicy> {
  const parsed = sentinelPolicyGuard.safeParse((await findTenantConfigByKey(scope, sentinelPolicyKey)) ?? {});
  return parsed.success ? parsed.data : defaultSentinelPolicy;
}

/** Stores a tenant's lockout policy (tests and the console's security settings). */
export async function setSentinelPolicy(
  scope: TenantScope,
  policy: z.input<typeof sentinelPolicyGuard>,
): Promise<SentinelPolicy> {
  const parsed = sentinelPolicyGuard.parse(policy);
  await upsertTenantConfig(scope, sentinelPolicyKey, parsed);
  return parsed;
}
