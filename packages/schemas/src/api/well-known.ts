import { z } from 'zod';

import { defineEndpoint } from './endpoint';

/** The two builds of one codebase: self-hosted with one tenant, or hosted with many. */
export const editions = ['oss', 'cloud'] as const;
const editionGuard = z.enum(editions);
export type Edition = z.infer<typeof editionGuard>;

/** How the console signs its users in: the admin tenant's issuer and the console's client. */
const consoleSignInConfigGuard = z.object({
  issuer: z.string().meta({ description: 'Issuer of the admin tenant that signs console users in.' }),
  clientId: z.string(),
  resource: z.string().meta({ description: 'Management API resource indicator of the default tenant.' }),
  scopes: z.array(z.string()),
  firstAdminUrl: z.string().meta({ description: 'Where the first administrator is created.' }),
});
export type ConsoleSignInConfig = z.infer<typeof consoleSignInConfigGuard>;

/** `GET .well-known/console-config`: what the console needs to know before anyone signs in. */
const consoleConfigGuard = z
  .object({
    edition: editionGuard,
    version: z.string(),
    devFeaturesEnabled: z.boolean(),
    releaseCheckEnabled: z
      .boolean()
      .meta({ description: 'Whether the console may look up the latest public release (RELEASE_CHECK).' }),
    signIn: consoleSignInConfigGuard,
  })
  .meta({ id: 'ConsoleConfig' });
export type ConsoleConfig = z.infer<typeof consoleConfigGuard>;

/** `GET .well-known/endpoints/{tenantId}`: where a tenant serves its users. */
const tenantEndpointGuard = z.object({
  user: z.string().meta({ description: 'Base URL of the tenant for its users (sign-in, OIDC).' }),
});
export type TenantEndpoint = z.infer<typeof tenantEndpointGuard>;

/** Public facts about the server, read before sign-in; no token. */
export const wellKnownApi = {
  getConsoleConfig: defineEndpoint({
    method: 'get',
    path: '/.well-known/console-config',
    summary: 'Console configuration',
    description: 'Public facts the console needs before sign-in: edition, version, how to sign in.',
    response: consoleConfigGuard,
    returns: 'Console configuration.',
  }),
  getTenantEndpoint: defineEndpoint({
    method: 'get',
    path: '/.well-known/endpoints/{tenantId}',
    summary: 'Tenant endpoint',
    description: 'The public base URL where a tenant serves its users.',
    params: z.object({ tenantId: z.string().min(1).max(21) }),
    response: tenantEndpointGuard,
    returns: 'Tenant endpoint.',
    failures: { 404: 'No such tenant on this server (tenant.not_found).' },
  }),
};
