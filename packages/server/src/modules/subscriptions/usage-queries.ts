import { sql } from 'kysely';
import type { TenantScope } from '../../db/tenant-scope.js';
import { jwtCustomizerConfigKeys } from '@tessera/schemas';
import { managementApiIndicator } from '../../tenancy/tenant-urls.js';
import { connectorFactories } from '../connectors/factories/index.js';

/*
 * One count query per quota key, each tenant-scoped and answered from an index or a small table.
 * They count what the plan limits, so built-in rows (the tenant's own Management API and its
 * "Management API access" role) are left out.
 */

const toCount = (row: { count: string | number | bigint } | undefined) => Number(row?.count ?? 0);
const countAll = sql<string>`count(*)`.as('count');

/** Factories of generic protocols (OIDC, OAuth 2): their connectors count as standard connectors. */
const standardSocialFactoryIds: readonly string[] = connectorFactories
  .filter((factory) => factory.kind === 'social' && factory.metadata.isStandard === true)
  .map((factory) => factory.metadata.id);

export const countApplications = async (scope: TenantScope) =>
  toCount(
    await scope
      .selectFrom('applications')
      .select(countAll)
      .where('type', '!=', 'MachineToMachine')
      .where('is_third_party', '=', false)
      .executeTakeFirst(),
  );

export const countMachineToMachineApplications = async (scope: TenantScope) =>
  toCount(await scope.selectFrom('applications').select(countAll).where('type', '=', 'MachineToMachine').executeTakeFirst());

export const countThirdPartyApplications = async (scope: TenantScope) =>
  toCount(await scope.selectFrom('applications').select(countAll).where('is_third_party', '=', true).executeTakeFirst());

export const countResources = async (scope: TenantScope) =>
  toCount(
    await scope
      .selectFrom('resources')
      .select(countAll)
      .where('indicator', '!=', managementApiIndicator(scope.tenantId))
      .executeTakeFirst(),
  );

export const countScopesOfResource = async (scope: TenantScope, resourceId: string) =>
  toCount(await scope.selectFrom('scopes').select(countAll).where('resource_id', '=', resourceId).executeTakeFirst());

/** Social connectors of a specific provider (`standard: false`) or of a generic protocol (`true`). */
export const countSocialConnectors = async (scope: TenantScope, standard: boolean) => {
  let query = scope.selectFrom('connectors').select(countAll).where('type', '=', 'Social');
  if (standardSocialFactoryIds.length > 0) {
    query = query.where('connector_id', standard ? 'in' : 'not in', standardSocialFactoryIds);
  } else if (standard) {
    return 0;
  }
  return toCount(await query.executeTakeFirst());
};

export const isStandardSocialFactory = (factoryId: string) => standardSocialFactoryIds.includes(factoryId);

export const countRoles = async (scope: TenantScope, type: 'User' | 'MachineToMachine', excludedName: string) =>
  toCount(
    await scope
      .selectFrom('roles')
      .select(countAll)
      .where('type', '=', type)
      .where('name', '!=', excludedName)
      .executeTakeFirst(),
  );

export const countScopesOfRole = async (scope: TenantScope, roleId: string) =>
  toCount(await scope.selectFrom('roles_scopes').select(countAll).where('role_id', '=', roleId).executeTakeFirst());

export const countHooks = async (scope: TenantScope) =>
  toCount(await scope.selectFrom('hooks').select(countAll).executeTakeFirst());

export const countOrganizations = async (scope: TenantScope) =>
  toCount(await scope.selectFrom('organizations').select(countAll).executeTakeFirst());

export const countSsoConnectors = async (scope: TenantScope) =>
  toCount(await scope.selectFrom('sso_connectors').select(countAll).executeTakeFirst());

/**
 * Members of a tenant and the invitations still pending for it: both take a seat. Read in the
 * admin tenant, where `organizationId` (`t-{tenantId}`) holds the membership.
 */
export const countTenantSeats = async (adminScope: TenantScope, organizationId: string) => {
  const pending = adminScope
    .selectFrom('organization_invitations')
    .select(countAll)
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'Pending')
    .where('expires_at', '>', new Date());
  const row = await adminScope
    .selectFrom('organization_user_relations')
    .select([countAll, pending.as('pending')])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return toCount(row) + Number(row?.pending ?? 0);
};

/** Tokens issued on the days `firstDay` to `lastDay` (YYYY-MM-DD, inclusive): at most a month of daily rows. */
export const sumTokenUsageBetween = async (scope: TenantScope, firstDay: string, lastDay: string) =>
  toCount(
    await scope
      .selectFrom('daily_token_usage')
      .select(sql<string>`coalesce(sum(count), 0)`.as('count'))
      .where('date', '>=', firstDay)
      .where('date', '<=', lastDay)
      .executeTakeFirst(),
  );

/** Custom JWT scripts the tenant has stored (access and client-credentials tokens). */
export const countCustomJwtScripts = async (scope: TenantScope) =>
  toCount(
    await scope
      .selectFrom('tenant_configs')
      .select(countAll)
      .where('key', 'in', Object.values(jwtCustomizerConfigKeys))
      .executeTakeFirst(),
  );

const socialFactoryIds: readonly string[] = connectorFactories
  .filter((factory) => factory.kind === 'social')
  .map((factory) => factory.metadata.id);

export const isSocialFactory = (factoryId: string) => socialFactoryIds.includes(factoryId);

/** Scopes per API resource (the tenant's own Management API left out), as `{ resourceId: count }`. */
export const countScopesPerResource = async (scope: TenantScope) => {
  const rows = await scope
    .selectFrom('resources')
    .leftJoin('scopes', (join) =>
      join.onRef('scopes.resource_id', '=', 'resources.id').onRef('scopes.tenant_id', '=', 'resources.tenant_id'),
    )
    .select(['resources.id', sql<string>`count(scopes.id)`.as('count')])
    .where('resources.indicator', '!=', managementApiIndicator(scope.tenantId))
    .groupBy('resources.id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, toCount(row)]));
};

/** Scopes per role, as `{ roleId: count }`. */
export const countScopesPerRole = async (scope: TenantScope) => {
  const rows = await scope
    .selectFrom('roles')
    .leftJoin('roles_scopes', (join) =>
      join.onRef('roles_scopes.role_id', '=', 'roles.id').onRef('roles_scopes.tenant_id', '=', 'roles.tenant_id'),
    )
    .select(['roles.id', sql<string>`count(roles_scopes.scope_id)`.as('count')])
    .groupBy('roles.id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, toCount(row)]));
};

export const countCustomDomains = async (scope: TenantScope) =>
  toCount(await scope.selectFrom('custom_domains').select(countAll).executeTakeFirst());

export const countSubjectTokens = async (scope: TenantScope) =>
  toCount(await scope.selectFrom('subject_tokens').select(countAll).executeTakeFirst());
