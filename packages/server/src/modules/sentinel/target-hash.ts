import { createHash } from 'node:crypto';

/** Kinds of targets whose attempts are recorded. */
export const sentinelTargetTypes = { user: 'User', ip: 'Ip' } as const;

/**
 * Identifiers and IPs are kept as hashes so the activity log groups attempts without holding
 * personal data in clear. The tenant is part of the hash so equal identifiers of different
 * tenants never share a record.
 */
export const hashSentinelTarget = (tenantId: string, value: string) =>
  createHash('sha256').update(`${tenantId}\u0000${value}`).digest('hex');

export const hashIdentifier = (tenantId: string, identifier: string) =>
  hashSentinelTarget(tenantId, identifier.trim().toLowerCase());

/** The record key of password attempts on one identifier of the scope's tenant. */
export const passwordTargetOf = (scope: { tenantId: string }, identifier: string) => ({
  type: sentinelTargetTypes.user,
  hash: hashIdentifier(scope.tenantId, identifier),
  action: 'Password' as const,
});
