import type { SubscriptionUsage, SubscriptionUsageResponse } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { countActiveUsersBetween } from '../dashboard/queries.js';
import { dayOf } from '../dashboard/days.js';
import { managementApiAccessRoleName } from '../management-api/seed.js';
import { findStoredSignInExperience } from '../sign-in-exp/queries.js';
import type { PlanQuota } from './plan-catalogue.js';
import * as usage from './usage-queries.js';

type Period = { start: Date; end: Date };

/** Users active and tokens issued in a billing period (both kept per day by the audit recorder). */
export async function findPeriodUsage(scope: TenantScope, period: Period) {
  const firstDay = dayOf(period.start);
  const lastDay = dayOf(new Date(period.end.getTime() - 1));
  const activeUsers = await countActiveUsersBetween(scope, firstDay, lastDay);
  const tokenUsage = await usage.sumTokenUsageBetween(scope, firstDay, lastDay);
  return { activeUsers, tokenUsage };
}

const mfaInUse = (stored: unknown) => {
  const mfa = typeof stored === 'object' && stored !== null ? (stored as { mfa?: { factors?: unknown } }).mfa : undefined;
  return Array.isArray(mfa?.factors) && mfa.factors.length > 0;
};

/**
 * `GET /api/tenants/{tenantId}/subscription-usage`: the plan's quota, the tenant's use of each key
 * it can measure (counts, or whether a feature is in use), and the scopes per resource and per
 * role, which the per-resource and per-role limits apply to. Keys with nothing to count (support
 * response time, retention, features without stored traces) are left out of `usage`.
 */
export async function findSubscriptionUsage(
  scope: TenantScope,
  members: { adminScope: TenantScope; organizationId: string },
  quota: PlanQuota,
  period: Period,
): Promise<SubscriptionUsageResponse> {
  const { activeUsers, tokenUsage } = await findPeriodUsage(scope, period);
  const userRoles = await usage.countRoles(scope, 'User', managementApiAccessRoleName);
  const organizations = await usage.countOrganizations(scope);
  const ssoConnectors = await usage.countSsoConnectors(scope);
  const counts: SubscriptionUsage = {
    mauLimit: activeUsers,
    tokenLimit: tokenUsage,
    applicationsLimit: await usage.countApplications(scope),
    machineToMachineLimit: await usage.countMachineToMachineApplications(scope),
    thirdPartyApplicationsLimit: await usage.countThirdPartyApplications(scope),
    resourcesLimit: await usage.countResources(scope),
    socialConnectorsLimit: await usage.countSocialConnectors(scope, false),
    standardConnectorsLimit: await usage.countSocialConnectors(scope, true),
    rolesLimit: userRoles,
    userRolesLimit: userRoles,
    machineToMachineRolesLimit: await usage.countRoles(scope, 'MachineToMachine', managementApiAccessRoleName),
    hooksLimit: await usage.countHooks(scope),
    organizationsLimit: organizations,
    organizationsEnabled: organizations > 0,
    enterpriseSsoLimit: ssoConnectors,
    ssoEnabled: ssoConnectors > 0,
    tenantMembersLimit: await usage.countTenantSeats(members.adminScope, members.organizationId),
    mfaEnabled: mfaInUse(await findStoredSignInExperience(scope)),
    customJwtEnabled: (await usage.countCustomJwtScripts(scope)) > 0,
    customDomainEnabled: (await usage.countCustomDomains(scope)) > 0,
    subjectTokenEnabled: (await usage.countSubjectTokens(scope)) > 0,
  };
  return {
    quota,
    usage: counts,
    resources: await usage.countScopesPerResource(scope),
    roles: await usage.countScopesPerRole(scope),
  };
}
