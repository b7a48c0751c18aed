import type { QuotaKey } from '@tessera/schemas';
import { managementApiAccessRoleName } from '../management-api/seed.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import * as usage from './usage-queries.js';

/** What a rule reads of the write it guards. */
export type QuotaRequest = {
  scope: TenantScope;
  /** Path parameters of the route (`:id`, `:resourceId`). */
  params: Readonly<Record<string, string>>;
  /** The JSON body, when it is an object; the route validates it afterwards. */
  body: Readonly<Record<string, unknown>>;
};

/**
 * One quota a write may exceed. A count limit is reached when the tenant's `count`, plus what the
 * write `adds` (one by default), goes over the plan's limit; a feature (a boolean quota key) is
 * refused when the plan says false. `applies` narrows a rule to some bodies.
 */
export type QuotaCheck =
  | {
      key: QuotaKey;
      count: (request: QuotaRequest) => Promise<number>;
      adds?: (request: QuotaRequest) => number;
      applies?: (request: QuotaRequest) => boolean;
    }
  | { key: QuotaKey; feature: true; applies?: (request: QuotaRequest) => boolean };

/** The Management API writes the plans limit, by method and route path (Hono's `:param` form). */
export type QuotaRule = { method: 'POST' | 'PUT' | 'PATCH'; path: string; checks: readonly QuotaCheck[] };

const isMachineToMachine = ({ body }: QuotaRequest) => body.type === 'MachineToMachine';
const isThirdParty = ({ body }: QuotaRequest) => body.isThirdParty === true;
const listLength = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const connectorFactoryId = ({ body }: QuotaRequest) => (typeof body.connectorId === 'string' ? body.connectorId : '');
const enablesMfa = ({ body }: QuotaRequest) => {
  const mfa = body.mfa;
  return typeof mfa === 'object' && mfa !== null && listLength((mfa as { factors?: unknown }).factors) > 0;
};
const paramOf = (request: QuotaRequest, name: string) => request.params[name] ?? '';

/**
 * The one table of quota enforcement. Each entry names a route and what the plan limits there;
 * usage-queries.ts counts each key with one query. Social connectors are told apart by their
 * factory: generic protocols (OIDC, OAuth 2) take a standard connector seat, the rest a social
 * one; email and SMS connectors are not limited.
 */
export const quotaRules: readonly QuotaRule[] = [
  {
    method: 'POST',
    path: '/applications',
    checks: [
      { key: 'thirdPartyApplicationsLimit', count: ({ scope }) => usage.countThirdPartyApplications(scope), applies: isThirdParty },
      {
        key: 'machineToMachineLimit',
        count: ({ scope }) => usage.countMachineToMachineApplications(scope),
        applies: (request) => !isThirdParty(request) && isMachineToMachine(request),
      },
      {
        key: 'applicationsLimit',
        count: ({ scope }) => usage.countApplications(scope),
        applies: (request) => !isThirdParty(request) && !isMachineToMachine(request),
      },
    ],
  },
  { method: 'POST', path: '/saml-applications', checks: [{ key: 'applicationsLimit', count: ({ scope }) => usage.countApplications(scope) }] },
  { method: 'POST', path: '/resources', checks: [{ key: 'resourcesLimit', count: ({ scope }) => usage.countResources(scope) }] },
  {
    method: 'POST',
    path: '/resources/:resourceId/scopes',
    checks: [
      {
        key: 'scopesPerResourceLimit',
        count: (request) => usage.countScopesOfResource(request.scope, paramOf(request, 'resourceId')),
      },
    ],
  },
  {
    method: 'POST',
    path: '/roles',
    checks: [
      {
        key: 'machineToMachineRolesLimit',
        count: ({ scope }) => usage.countRoles(scope, 'MachineToMachine', managementApiAccessRoleName),
        applies: isMachineToMachine,
      },
      {
        key: 'userRolesLimit',
        count: ({ scope }) => usage.countRoles(scope, 'User', managementApiAccessRoleName),
        applies: (request) => !isMachineToMachine(request),
      },
      {
        key: 'scopesPerRoleLimit',
        count: async () => 0,
        adds: ({ body }) => listLength(body.scopeIds),
        applies: ({ body }) => listLength(body.scopeIds) > 0,
      },
    ],
  },
  {
    method: 'POST',
    path: '/roles/:id/scopes',
    checks: [
      {
        key: 'scopesPerRoleLimit',
        count: (request) => usage.countScopesOfRole(request.scope, paramOf(request, 'id')),
        adds: ({ body }) => listLength(body.scopeIds),
      },
    ],
  },
  {
    method: 'POST',
    path: '/connectors',
    checks: [
      {
        key: 'standardConnectorsLimit',
        count: ({ scope }) => usage.countSocialConnectors(scope, true),
        applies: (request) => usage.isStandardSocialFactory(connectorFactoryId(request)),
      },
      {
        key: 'socialConnectorsLimit',
        count: ({ scope }) => usage.countSocialConnectors(scope, false),
        applies: (request) => usage.isSocialFactory(connectorFactoryId(request)) && !usage.isStandardSocialFactory(connectorFactoryId(request)),
      },
    ],
  },
  { method: 'POST', path: '/hooks', checks: [{ key: 'hooksLimit', count: ({ scope }) => usage.countHooks(scope) }] },
  {
    method: 'POST',
    path: '/organizations',
    checks: [
      { key: 'organizationsEnabled', feature: true },
      { key: 'organizationsLimit', count: ({ scope }) => usage.countOrganizations(scope) },
    ],
  },
  {
    method: 'POST',
    path: '/sso-connectors',
    checks: [
      { key: 'ssoEnabled', feature: true },
      { key: 'enterpriseSsoLimit', count: ({ scope }) => usage.countSsoConnectors(scope) },
    ],
  },
  { method: 'PATCH', path: '/sign-in-exp', checks: [{ key: 'mfaEnabled', feature: true, applies: enablesMfa }] },
  { method: 'PUT', path: '/configs/jwt-customizer/:tokenTypePath', checks: [{ key: 'customJwtEnabled', feature: true }] },
  { method: 'POST', path: '/domains', checks: [{ key: 'customDomainEnabled', feature: true }] },
  { method: 'POST', path: '/subject-tokens', checks: [{ key: 'subjectTokenEnabled', feature: true }] },
];
