import { createRoute, z } from '@hono/zod-openapi';
import { adminTenantId, consoleClientId, consoleVersion, defaultTenantId } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { managementApiIndicator, tenantIssuer, tenantPathPrefix } from '../../../tenancy/tenant-urls.js';

/** Scopes the console asks for when it signs a user in (spec 000 §4.1). */
export const consoleSignInScopes = [
  'openid',
  'offline_access',
  'profile',
  'email',
  'identities',
  'custom_data',
  'all',
];

const consoleConfigSchema = z
  .object({
    edition: z.enum(['oss', 'cloud']),
    version: z.string(),
    devFeaturesEnabled: z.boolean(),
    signIn: z.object({
      issuer: z.string().openapi({ description: 'Issuer of the admin tenant that signs console users in.' }),
      clientId: z.string(),
      resource: z.string().openapi({ description: 'Management API resource indicator of the default tenant.' }),
      scopes: z.array(z.string()),
      firstAdminUrl: z.string().openapi({ description: 'Where the first administrator is created.' }),
    }),
  })
  .openapi('ConsoleConfig');

const getConsoleConfig = createRoute({
  method: 'get',
  path: '/.well-known/console-config',
  tags: ['Well-known'],
  summary: 'Console configuration',
  description: 'Public facts the console needs before sign-in: edition, version, how to sign in.',
  responses: {
    200: {
      description: 'Console configuration.',
      content: { 'application/json': { schema: consoleConfigSchema } },
    },
  },
});

const getEndpoint = createRoute({
  method: 'get',
  path: '/.well-known/endpoints/{tenantId}',
  tags: ['Well-known'],
  summary: 'Tenant endpoint',
  description: 'The public base URL where a tenant serves its users.',
  request: { params: z.object({ tenantId: z.string().min(1).max(21) }) },
  responses: {
    200: {
      description: 'Tenant endpoint.',
      content: { 'application/json': { schema: z.object({ user: z.string() }) } },
    },
    404: { description: 'No such tenant on this server (tenant.not_found).' },
  },
});

export const wellKnownRoutes = ({ config, tenants }: Pick<AppContext, 'config' | 'tenants'>) =>
  createRouter()
    .openapi(getConsoleConfig, (c) =>
      c.json(
        {
          edition: config.edition,
          version: consoleVersion,
          devFeaturesEnabled: config.devFeatures,
          signIn: {
            issuer: tenantIssuer(config.endpoint, adminTenantId),
            clientId: consoleClientId,
            resource: managementApiIndicator(defaultTenantId),
            scopes: consoleSignInScopes,
            firstAdminUrl: `${config.endpoint}${tenantPathPrefix(adminTenantId)}/first-admin`,
          },
        },
        200,
      ),
    )
    .openapi(getEndpoint, async (c) => {
      const { tenantId } = c.req.valid('param');
      // The console asks this to tell a real tenant from a typo; an endpoint for any id would lie.
      if (!(await tenants.exists(tenantId))) {
        throw new RequestError('tenant.not_found', 404, { tenantId });
      }
      return c.json({ user: `${config.endpoint}${tenantPathPrefix(tenantId)}` }, 200);
    });
