import type { KoaContextWithOIDC, ResourceServer, Client } from 'oidc-provider';
import { LRUCache } from 'lru-cache';
import type { SigningAlg } from '../modules/configs/key-types.js';
import type { TenantScope } from '../db/tenant-scope.js';
import { findDefaultResource, findResourceByIndicator, type ResourceRow } from '../modules/resources/queries.js';
import { organizationsResource, organizationUrn, tokenLifetimes } from '@tessera/schemas';
import {
  findOrganizationScopeNames,
  findUserOrganizationResourceScopeNames,
} from '../modules/organizations/token-queries.js';
import { organizationRequestOf } from './organization-tokens.js';
import {
  findApplicationScopeNamesForResource,
  findUserScopeNamesForResource,
} from '../modules/roles/queries.js';

const cacheTtlMs = 60_000;

/**
 * Resource indicators: a resource is one of the tenant's API resources; the scopes a token may
 * carry are those the subject (the user, or the M2M application) holds through roles.
 * Lookups are cached briefly and dropped when resources or roles change.
 */
export function createResourceServers(scope: TenantScope, signingAlg: SigningAlg) {
  const resources = new LRUCache<string, ResourceRow | false>({ max: 1000, ttl: cacheTtlMs });
  const grants = new LRUCache<string, string[]>({ max: 20_000, ttl: cacheTtlMs });
  const defaults = new LRUCache<string, string | false>({ max: 1, ttl: cacheTtlMs });
  const defaultKey = 'default';
  // Bumped by every invalidation: a lookup that started before one must not cache what it read,
  // or a change made meanwhile (here or on another instance) would stay hidden until the TTL.
  let generation = 0;

  const findResource = async (indicator: string) => {
    const cached = resources.get(indicator);
    if (cached !== undefined) {
      return cached || undefined;
    }
    const startedAt = generation;
    const row = await findResourceByIndicator(scope, indicator);
    if (startedAt === generation) {
      resources.set(indicator, row ?? false);
    }
    return row;
  };

  const permittedScopes = async (kind: 'user' | 'application', subject: string, resource: ResourceRow) => {
    const key = `${kind}:${subject}:${resource.id}`;
    const cached = grants.get(key);
    if (cached) {
      return cached;
    }
    const startedAt = generation;
    const names =
      kind === 'user'
        ? await findUserScopeNamesForResource(scope, subject, resource.id)
        : await findApplicationScopeNamesForResource(scope, subject, resource.id);
    if (startedAt === generation) {
      grants.set(key, names);
    }
    return names;
  };

  const subjectOf = (ctx: KoaContextWithOIDC, client: Client): ['user' | 'application', string] | undefined => {
    if (ctx.oidc.route === 'token' && ctx.oidc.params?.grant_type === 'client_credentials') {
      return ['application', client.clientId];
    }
    const accountId =
      ctx.oidc.entities.Account?.accountId ??
      ctx.oidc.entities.AuthorizationCode?.accountId ??
      ctx.oidc.entities.RefreshToken?.accountId ??
      ctx.oidc.session?.accountId;
    return accountId ? ['user', accountId] : undefined;
  };

  const isAuthorization = (ctx: KoaContextWithOIDC) => ctx.oidc.route !== 'token';

  /**
   * The reserved organizations resource: at authorization it stands for every organization scope
   * (what the user may consent to); at the token endpoint only with `organization_id`, where the
   * token's audience is the organization and its scopes those the subject holds there.
   */
  const organizationsServer = async (ctx: KoaContextWithOIDC): Promise<ResourceServer> => {
    const request = organizationRequestOf(ctx);
    if (request) {
      return {
        scope: request.grant.scopes.join(' '),
        audience: organizationUrn(request.organizationId),
        accessTokenTTL: tokenLifetimes.accessTokenSeconds,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: signingAlg } },
      };
    }
    if (!isAuthorization(ctx)) {
      const { errors } = await import('oidc-provider');
      throw new errors.InvalidTarget(`${organizationsResource} needs organization_id`);
    }
    return { scope: (await findOrganizationScopeNames(scope)).join(' '), audience: organizationsResource };
  };

  return {
    /** An API resource by indicator, from the cache. */
    findResource,
    async getResourceServerInfo(
      ctx: KoaContextWithOIDC,
      indicator: string,
      client: Client,
    ): Promise<ResourceServer> {
      if (indicator === organizationsResource) {
        return organizationsServer(ctx);
      }
      const resource = await findResource(indicator);
      if (!resource) {
        const { errors } = await import('oidc-provider');
        throw new errors.InvalidTarget();
      }
      const organizationRequest = organizationRequestOf(ctx);
      const subject = subjectOf(ctx, client);
      let scopes = organizationRequest
        ? organizationRequest.grant.scopes
        : subject
          ? await permittedScopes(subject[0], subject[1], resource)
          : [];
      // A user's authorization may also grant what their organization roles give for the
      // resource, so that a later `resource` + `organization_id` token can carry it.
      if (!organizationRequest && subject?.[0] === 'user' && isAuthorization(ctx)) {
        const viaOrganizations = await findUserOrganizationResourceScopeNames(scope, subject[1], resource.id);
        scopes = [...new Set([...scopes, ...viaOrganizations])];
      }
      return {
        scope: scopes.join(' '),
        audience: resource.indicator,
        accessTokenTTL: resource.access_token_ttl,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: signingAlg } },
      };
    },
    /** Asked on every authorization and token request, so it shares the resource cache. */
    async defaultResource() {
      const cached = defaults.get(defaultKey);
      if (cached !== undefined) {
        return cached || undefined;
      }
      const startedAt = generation;
      const indicator = (await findDefaultResource(scope))?.indicator;
      if (startedAt === generation) {
        defaults.set(defaultKey, indicator ?? false);
      }
      return indicator;
    },
    /** Forget cached lookups after resources, scopes or role assignments changed. */
    invalidate() {
      generation++;
      resources.clear();
      grants.clear();
      defaults.clear();
    },
  };
}

export type ResourceServers = ReturnType<typeof createResourceServers>;
