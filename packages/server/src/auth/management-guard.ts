import type { Context, MiddlewareHandler } from 'hono';
import type { JWK } from 'jose';
import { adminTenantId, organizationUrn, tenantOrganizationIdPrefix } from '@tessera/schemas';
import type { EphemeralStore } from '../cache/ephemeral-store.js';
import type { Config } from '../config.js';
import { RequestError } from '../errors/request-error.js';
import {
  managementApiIndicator,
  managementApiScope,
  tenantIssuer,
} from '../tenancy/tenant-urls.js';
import { locationIssuer, type TenantLocation } from '../tenancy/tenant-location.js';
import type { AuthContext } from './auth-context.js';
import { withBearerChallenge } from './bearer-challenge.js';
import { publicJwks, verifyAccessToken, type TrustedIssuer } from './verify-access-token.js';

/**
 * What the guards read from and write to the request: the addressed tenant, then who called.
 * The app's own request type extends it; the guards need nothing else of it.
 */
export type GuardEnv = { Variables: { tenantId: string; location: TenantLocation; auth: AuthContext } };

/** Where a tenant's signing keys come from (the tenants' OIDC providers, in the running server). */
export type SigningKeySource = { get: (tenantId: string) => Promise<{ privateKeys: { jwk: JWK }[] }> };

const trustedIssuer = (config: Config, providers: SigningKeySource, tenantId: string): TrustedIssuer => ({
  tenantId,
  issuer: tenantIssuer(config.endpoint, tenantId),
  publicKeys: async () => publicJwks((await providers.get(tenantId)).privateKeys),
});

/**
 * The tenant's issuer on the custom domain the request came on: its provider there signs with
 * the same keys. On the domain, tokens of both issuers are good; on the service host, only the
 * service's (the service host does not know which domain a token came from without a lookup).
 */
const customDomainIssuer = (providers: SigningKeySource, location: TenantLocation): TrustedIssuer[] =>
  location.customDomain
    ? [
        {
          tenantId: location.tenantId,
          issuer: locationIssuer(location),
          publicKeys: async () => publicJwks((await providers.get(location.tenantId)).privateKeys),
        },
      ]
    : [];

/** What the token check reads of the request, DPoP proofs included. */
const credentialsOf = <E extends GuardEnv>(c: Context<E>, seenProofs: EphemeralStore | undefined) => {
  const { pathname } = new URL(c.req.url);
  const { endpoint, prefix } = c.get('location');
  const publicUrl = `${endpoint}${prefix}${pathname}`;
  return {
    authorization: c.req.header('authorization'),
    dpop: { proof: c.req.header('dpop'), method: c.req.method, urls: [publicUrl, c.req.url], seenProofs },
  };
};

/**
 * The audience of a cloud console member's organization token for the tenant: the admin
 * tenant's organization `t-{tenantId}` that carries the tenant's membership (spec 000 §6).
 */
const tenantOrganizationAudience = (config: Config, tenantId: string) =>
  config.edition === 'cloud' && tenantId !== adminTenantId
    ? organizationUrn(`${tenantOrganizationIdPrefix}${tenantId}`)
    : undefined;

/** The tenant permission a member's call needs: reading, writing or deleting the tenant's data. */
const dataPermissionOf = (method: string) =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
    ? 'read:data'
    : method === 'DELETE'
      ? 'delete:data'
      : 'write:data';

/**
 * Guards a tenant's Management API: a JWT for the tenant's Management API resource, issued by
 * the tenant itself (machine-to-machine apps) or by the admin tenant (console users), carrying
 * the `all` scope. In the cloud edition a console member may instead bring the admin tenant's
 * organization token for `t-{tenantId}`: its tenant permissions decide per method (read:data,
 * write:data, delete:data), so admins and collaborators alike work on the tenant's data with the
 * token their membership gives, also for tenants created or joined after they signed in. A valid token without it is 403 `auth.insufficient_permissions`, whose
 * English message "Insufficient permissions." the console answers with a silent sign-out
 * (spec 000 §6, 001 §8); `auth.forbidden` stays for tokens of the wrong kind of caller.
 */
export const managementGuard =
  <E extends GuardEnv>(
    config: Config,
    providers: SigningKeySource,
    isActiveConsoleUser: (userId: string) => Promise<boolean>,
    seenProofs?: EphemeralStore,
  ): MiddlewareHandler<E> =>
  async (c, next) => {
    const tenantId = c.get('tenantId');
    const issuers = [trustedIssuer(config, providers, tenantId), ...customDomainIssuer(providers, c.get('location'))];
    if (tenantId !== adminTenantId) {
      issuers.push(trustedIssuer(config, providers, adminTenantId));
    }
    const audience = managementApiIndicator(tenantId);
    const organizationAudience = tenantOrganizationAudience(config, tenantId);
    const auth = await withBearerChallenge(c, audience, async () => {
      const { authorization, dpop } = credentialsOf(c, seenProofs);
      const audiences = organizationAudience ? [audience, organizationAudience] : audience;
      const verified = await verifyAccessToken(authorization, issuers, audiences, dpop);
      if (organizationAudience && verified.audiences?.includes(organizationAudience)) {
        // Only the admin tenant's organization `t-{tenantId}` speaks for the tenant: a tenant's
        // own provider could name an organization of its own so, and machines are no members.
        if (verified.issuerTenantId !== adminTenantId || verified.subject === verified.clientId) {
          throw new RequestError('auth.forbidden', 403);
        }
        if (!verified.scopes.includes(dataPermissionOf(c.req.method))) {
          throw new RequestError('auth.insufficient_permissions', 403);
        }
      } else if (!verified.scopes.includes(managementApiScope)) {
        throw new RequestError('auth.insufficient_permissions', 403);
      }
      // A console user's token outlives a deletion or suspension; the account is checked on
      // every call so neither keeps working until the token expires.
      const isConsoleUser = verified.issuerTenantId === adminTenantId && verified.subject !== verified.clientId;
      if (isConsoleUser && !(await isActiveConsoleUser(verified.subject))) {
        throw new RequestError('auth.unauthorized', 401);
      }
      return verified;
    });
    c.set('auth', auth);
    await next();
  };

/** The `me` routes: only console users, i.e. tokens issued by the admin tenant. */
export const consoleUserGuard =
  <E extends GuardEnv>(config: Config, providers: SigningKeySource, seenProofs?: EphemeralStore): MiddlewareHandler<E> =>
  async (c, next) => {
    const tenantId = c.get('tenantId');
    const audience = managementApiIndicator(tenantId);
    const auth = await withBearerChallenge(c, audience, async () => {
      const { authorization, dpop } = credentialsOf(c, seenProofs);
      const verified = await verifyAccessToken(authorization, [trustedIssuer(config, providers, adminTenantId)], audience, dpop);
      if (verified.clientId !== undefined && verified.subject === verified.clientId) {
        throw new RequestError('auth.forbidden', 403);
      }
      return verified;
    });
    c.set('auth', auth);
    await next();
  };
