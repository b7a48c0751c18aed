import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import {
  organizationIdParameter,
  organizationsResource,
  organizationsScope,
} from '@tessera/schemas';
import type { TenantScope } from '../db/tenant-scope.js';
import { providerInternals } from './provider-internals.js';
import { readAccountAhead } from './find-account.js';
import { keepReadsOf } from './started-reads.js';
import { factorsOf } from '../modules/mfa/user-factors.js';
import { findUserById } from '../modules/users/queries.js';
import type { ResourceRow } from '../modules/resources/queries.js';
import {
  findOrganizationResourceScopeGrant,
  findOrganizationScopeGrant,
  type OrganizationGrant,
  type OrganizationSubject,
} from '../modules/organizations/token-queries.js';

const hasSecondFactor = async (scope: TenantScope, userId: string) => {
  const user = await findUserById(scope, userId);
  return user !== undefined && factorsOf(user).length > 0;
};

// Loaded only to refuse: a granted request does not wait for the import.
const providerErrors = async () => (await import('oidc-provider')).errors;

/** The organization a token request asks for, and what it gives the subject there. */
export type OrganizationRequest = { organizationId: string; grant: OrganizationGrant };

// Keyed by the request: read by the resource server lookup and the token claims of the same request.
const requests = new WeakMap<object, OrganizationRequest>();

/** The organization of this token request, once checked; undefined for any other request. */
export const organizationRequestOf = (ctx: KoaContextWithOIDC) => requests.get(ctx);

/** The `organization_id` a token request names, or undefined; a present but empty one is refused. */
export const requestedOrganizationId = async (ctx: KoaContextWithOIDC) => {
  const value: unknown = ctx.oidc.params?.[organizationIdParameter];
  if (value === undefined) {
    return undefined;
  }
  if (typeof value !== 'string' || value.length === 0) {
    const { errors } = await import('oidc-provider');
    throw new errors.InvalidRequest(`${organizationIdParameter} must be a non-empty string`);
  }
  return value;
};

/**
 * Checks the subject's membership and reads what it holds in the organization, in one query,
 * before the provider's own grant handler runs (a refused request must not consume a rotating
 * refresh token). The organization token itself is issued by that handler: `resource` is the
 * reserved organizations resource, or the API resource asked for, and the resource server
 * lookup answers with the scopes read here. Shared by every grant that issues organization
 * tokens (refresh_token and client_credentials below, token exchange in token-exchange.ts).
 */
export async function checkOrganizationRequest(
  ctx: KoaContextWithOIDC,
  options: {
    scope: TenantScope;
    findResource: (indicator: string) => Promise<ResourceRow | undefined>;
    subject: OrganizationSubject;
    organizationId: string;
    /** The resources a refresh token was granted; the provider refuses others, after rotating. */
    grantedResources?: readonly string[];
  },
) {
  const requested: unknown = ctx.oidc.params?.resource;
  if (requested !== undefined && typeof requested !== 'string') {
    throw new (await providerErrors()).InvalidTarget(
      'only one resource indicator may be requested with an organization',
    );
  }
  const indicator = requested ?? organizationsResource;
  if (options.grantedResources && !options.grantedResources.includes(indicator)) {
    throw new (await providerErrors()).InvalidTarget('the refresh token was not granted this resource');
  }
  let grant: OrganizationGrant;
  if (indicator === organizationsResource) {
    grant = await findOrganizationScopeGrant(
      options.scope,
      options.subject,
      options.organizationId,
    );
  } else {
    const resource = await options.findResource(indicator);
    if (!resource) {
      throw new (await providerErrors()).InvalidTarget();
    }
    grant = await findOrganizationResourceScopeGrant(
      options.scope,
      options.subject,
      options.organizationId,
      resource.id,
    );
  }
  if (!grant.isMember) {
    // An organization of another tenant, or none at all, reads as one the subject is not in.
    const error = new (await providerErrors()).AccessDenied(
      `${options.subject.kind === 'user' ? 'user' : 'application'} is not a member of the organization`,
    );
    error.statusCode = 403;
    throw error;
  }
  // An organization that requires MFA gives tokens only to users with a second factor configured;
  // whether this sign-in used it is not asked. Applications have no second factor to configure.
  if (grant.isMfaRequired && options.subject.kind === 'user' && !(await hasSecondFactor(options.scope, options.subject.id))) {
    const error = new (await providerErrors()).AccessDenied('the organization requires MFA and the user has no second factor configured');
    error.statusCode = 403;
    throw error;
  }
  (ctx.oidc.params as Record<string, unknown>).resource = indicator;
  requests.set(ctx, { organizationId: options.organizationId, grant });
}

/**
 * Organization tokens: `organization_id` on the refresh_token grant (users) and on the
 * client_credentials grant (machine-to-machine applications). The provider's handlers stay in
 * charge of everything else (rotation, DPoP, mTLS, ID tokens); they are wrapped, not replaced.
 */
export function enableOrganizationTokens(
  provider: Provider,
  scope: TenantScope,
  findResource: (indicator: string) => Promise<ResourceRow | undefined>,
) {
  const internals = providerInternals(provider);
  const wrap = (
    grantType: string,
    subjectOf: (
      ctx: KoaContextWithOIDC,
      organizationId: string | undefined,
    ) => Promise<{ subject: OrganizationSubject; grantedResources?: string[] } | undefined>,
  ) => {
    const original = internals.grantTypeHandlers.get(grantType);
    if (!original) {
      throw new Error(`The provider has no ${grantType} grant to extend.`);
    }
    const parameters = new Set(internals.grantTypeParams.get(grantType));
    parameters.add(organizationIdParameter);
    provider.registerGrantType(
      grantType,
      async (ctx: KoaContextWithOIDC) => {
        const organizationId = await requestedOrganizationId(ctx);
        const found = await subjectOf(ctx, organizationId);
        if (organizationId && found) {
          await checkOrganizationRequest(ctx, { scope, findResource, organizationId, ...found });
        }
        await original(ctx);
      },
      [...parameters],
      internals.grantTypeDupes.get(grantType)
        ? [...(internals.grantTypeDupes.get(grantType) ?? [])]
        : undefined,
    );
  };

  wrap('refresh_token', async (ctx, organizationId) => {
    // The grant handler reads this refresh token again, and its grant: it takes the rows read here.
    keepReadsOf(ctx, 'RefreshToken', 'Grant');
    const refreshToken = await provider.RefreshToken.find(
      String(ctx.oidc.params?.refresh_token ?? ''),
      {
        ignoreExpiration: true,
      },
    );
    // An unknown or foreign refresh token is refused by the provider's own handler, as usual.
    if (!refreshToken?.accountId || refreshToken.clientId !== ctx.oidc.client?.clientId) {
      return undefined;
    }
    // The handler reads the grant, then the account, then the ID token's claims, one trip to the
    // database each: started here, they go together with the membership statement below.
    void provider.Grant.find(refreshToken.grantId ?? '').catch(() => undefined);
    void readAccountAhead(ctx, scope, refreshToken.accountId, refreshToken.scopes);
    if (organizationId === undefined) {
      return undefined;
    }
    if (!refreshToken.scopes.has(organizationsScope)) {
      const { errors } = await import('oidc-provider');
      throw new errors.InsufficientScope(
        'refresh token missing required scope',
        organizationsScope,
      );
    }
    const granted = refreshToken.resource;
    return {
      subject: { kind: 'user', id: refreshToken.accountId },
      grantedResources: granted === undefined ? [] : Array.isArray(granted) ? granted : [granted],
    };
  });
  wrap('client_credentials', async (ctx, organizationId) =>
    organizationId && ctx.oidc.client
      ? { subject: { kind: 'application', id: ctx.oidc.client.clientId } }
      : undefined,
  );
}
