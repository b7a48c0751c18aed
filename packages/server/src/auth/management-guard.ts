import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { adminTenantId } from '@tessera/schemas';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { RequestError } from '../errors/request-error.js';
import { findUserById } from '../modules/users/queries.js';
import type { AppEnv } from '../http/app-env.js';
import type { ProviderRegistry } from '../oidc/provider-registry.js';
import { managementApiIndicator, managementApiScope, tenantIssuer } from '../tenancy/tenant-urls.js';
import { publicJwks, verifyAccessToken, type TrustedIssuer } from './verify-access-token.js';

const trustedIssuer = (config: Config, providers: ProviderRegistry, tenantId: string): TrustedIssuer => ({
  tenantId,
  issuer: tenantIssuer(config.endpoint, tenantId),
  publicKeys: async () => publicJwks((await providers.get(tenantId)).privateKeys),
});

/**
 * Guards a tenant's Management API: a JWT for the tenant's Management API resource, issued by
 * the tenant itself (machine-to-machine apps) or by the admin tenant (console users), carrying
 * the `all` scope.
 */
export const managementGuard =
  (config: Config, providers: ProviderRegistry, db: Kysely<Database>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const tenantId = c.get('tenantId');
    const issuers = [trustedIssuer(config, providers, tenantId)];
    if (tenantId !== adminTenantId) {
      issuers.push(trustedIssuer(config, providers, adminTenantId));
    }
    const auth = await verifyAccessToken(
      c.req.header('authorization'),
      issuers,
      managementApiIndicator(tenantId),
    );
    if (!auth.scopes.includes(managementApiScope)) {
      throw new RequestError('auth.forbidden', 403);
    }
    if (auth.issuerTenantId === adminTenantId && auth.subject !== auth.clientId) {
      await assertConsoleUserActive(db, auth.subject);
    }
    c.set('auth', auth);
    await next();
  };

/**
 * A console user's token outlives a deletion or suspension; the account is checked on every
 * call so neither keeps working until the token expires.
 */
async function assertConsoleUserActive(db: Kysely<Database>, userId: string) {
  const user = await findUserById(scopeToTenant(db, adminTenantId), userId);
  if (!user || user.is_suspended) {
    throw new RequestError('auth.unauthorized', 401);
  }
}

/** The `me` routes: only console users, i.e. tokens issued by the admin tenant. */
export const consoleUserGuard =
  (config: Config, providers: ProviderRegistry): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const auth = await verifyAccessToken(
      c.req.header('authorization'),
      [trustedIssuer(config, providers, adminTenantId)],
      managementApiIndicator(c.get('tenantId')),
    );
    if (auth.clientId !== undefined && auth.subject === auth.clientId) {
      throw new RequestError('auth.forbidden', 403);
    }
    c.set('auth', auth);
    await next();
  };
