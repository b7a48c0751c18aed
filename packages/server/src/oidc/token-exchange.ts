import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import {
  organizationIdParameter,
  personalAccessTokenType,
  referencePersonalAccessTokenType,
  subjectTokenType,
  tokenExchangeGrantType,
} from '@tessera/schemas';
import type { TenantScope } from '../db/tenant-scope.js';
import type { ResourceRow } from '../modules/resources/queries.js';
import { redeemPersonalAccessToken } from '../modules/personal-access-tokens/service.js';
import { rememberSubjectTokenContext, type SubjectTokenContext } from '../modules/subject-tokens/grant-context.js';
import { consumeSubjectToken, findSubjectToken } from '../modules/subject-tokens/service.js';
import type { ClientExtras } from './client-metadata.js';
import type { StructuredTokens } from './structured-tokens.js';
import { createActorCheck } from './token-exchange-actor.js';
import { rememberTokenExchangeClaims } from './token-exchange-claims.js';
import { checkOrganizationRequest, requestedOrganizationId } from './organization-tokens.js';
import { invalidGrant, loadGrantHelpers } from './token-exchange-helpers.js';

const accessTokenType = 'urn:ietf:params:oauth:token-type:access_token';

/**
 * The user a subject token stands for; `spend` runs last, once nothing else can refuse.
 * `context` is a subject token's, for the token claims (modules/subject-tokens/grant-context.ts).
 */
type Subject = { userId: string; spend?: () => Promise<boolean>; context?: SubjectTokenContext };

const stringParam = (ctx: KoaContextWithOIDC, name: string) => {
  const value: unknown = ctx.oidc.params?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * RFC 8693 token exchange at the tenant's token endpoint. The client authenticates (only
 * confidential applications hold the grant, client-metadata.ts) and hands one of:
 * - a personal access token (`urn:tessera:token-type:personal_access_token`, or the reference
 *   API's URI): any first-party application may exchange it, since the token is the user's own
 *   credential;
 * - a subject token from `POST /api/subject-tokens` (`…:token-type:access_token`): only
 *   first-party applications with `customClientMetadata.allowTokenExchange`, and only once.
 * The answer is an access token for the token's user, with `resource` and `scope` read as the
 * client_credentials grant reads them; no refresh or ID token. With `organization_id` it is an
 * organization token, under the rules the refresh_token grant applies (organization-tokens.ts).
 * With `actor_token` (delegation), the access token names the actor in its `act` claim
 * (token-exchange-actor.ts).
 * The access token hangs off a grant of its own, so ending the user's grants (suspension,
 * sign-out everywhere) ends it too.
 */
export async function enableTokenExchange(
  provider: Provider,
  {
    scope,
    extrasOf,
    findResource,
    structuredTokens,
  }: {
    scope: TenantScope;
    extrasOf: (clientId: string) => ClientExtras | undefined;
    findResource: (indicator: string) => Promise<ResourceRow | undefined>;
    structuredTokens: StructuredTokens;
  },
) {
  const { errors } = await import('oidc-provider');
  const helpers = await loadGrantHelpers();
  const actorOf = await createActorCheck(provider, structuredTokens);

  const subjectOf = async (ctx: KoaContextWithOIDC, extras: ClientExtras): Promise<Subject> => {
    const token = stringParam(ctx, 'subject_token');
    const type = stringParam(ctx, 'subject_token_type');
    if (!token || !type) {
      throw new errors.InvalidRequest('subject_token and subject_token_type are required');
    }
    if (type === personalAccessTokenType || type === referencePersonalAccessTokenType) {
      const found = await redeemPersonalAccessToken(scope, token);
      if (!found) {
        throw invalidGrant(errors, 'the personal access token is unknown, expired or deleted');
      }
      return found;
    }
    if (type === subjectTokenType) {
      if (extras.custom.allowTokenExchange !== true) {
        throw new errors.UnauthorizedClient('the application may not exchange subject tokens');
      }
      const found = await findSubjectToken(scope, token);
      if (!found) {
        throw invalidGrant(errors, 'the subject token is unknown, expired or already used');
      }
      return { userId: found.userId, spend: () => consumeSubjectToken(scope, found.id), context: found.context };
    }
    throw new errors.InvalidRequest('unsupported subject_token_type');
  };

  const exchange = async (ctx: KoaContextWithOIDC) => {
    const client = ctx.oidc.client;
    const extras = client ? extrasOf(client.clientId) : undefined;
    if (!client || !extras) {
      throw new errors.InvalidClient();
    }
    if (extras.isThirdParty) {
      // A third-party application gets a user's tokens only through the user's own consent.
      throw new errors.UnauthorizedClient('third-party applications may not exchange tokens');
    }
    const requestedType = stringParam(ctx, 'requested_token_type');
    if (requestedType && requestedType !== accessTokenType) {
      throw new errors.InvalidRequest('only access tokens can be requested');
    }

    const actor = await actorOf(ctx, client.clientId);
    // Read by the token claims (`act`) and, for a request refused further on, by the audit log.
    rememberTokenExchangeClaims(ctx, { ...(actor ? { act: actor } : {}) });
    const subject = await subjectOf(ctx, extras);
    const account = await helpers.findAccount(provider, ctx, subject.userId);
    if (!account) {
      throw invalidGrant(errors, 'the user of the token cannot sign in');
    }
    // Read by the resource server lookup (the user's scopes) and by the audit log.
    ctx.oidc.entity('Account', account);
    const organizationId = await requestedOrganizationId(ctx);
    if (organizationId) {
      // Membership and organization scopes, before anything is spent; the resource server lookup
      // below then answers with the organization as audience and the scopes read here.
      await checkOrganizationRequest(ctx, {
        scope,
        findResource,
        subject: { kind: 'user', id: subject.userId },
        organizationId,
      });
    }

    const dPoP = await helpers.validateDpop(provider, ctx);
    const resourceServers = await helpers.resolveRequestedResources(provider, ctx);
    if (resourceServers.length > 1) {
      throw new errors.InvalidTarget('only a single resource indicator value is supported for this grant type');
    }
    const requested = helpers.validateClientScope(provider, ctx);
    const [resourceServer] = resourceServers;
    const grant = new provider.Grant({ accountId: subject.userId, clientId: client.clientId });
    let scopes: string[];
    if (resourceServer) {
      const permitted = new Set(resourceServer.scope.split(' '));
      scopes = [...requested].filter((name) => permitted.has(name));
      grant.addResourceScope(resourceServer.identifier(), scopes.join(' '));
    } else {
      // OpenID scopes only (userinfo); no refresh token is issued, so no offline access either.
      scopes = [...ctx.oidc.requestParamOIDCScopes].filter((name) => name !== 'offline_access');
      grant.addOIDCScope(scopes.join(' '));
    }

    const token = new provider.AccessToken({
      accountId: subject.userId,
      client,
      // Set once the grant is saved, after the last check.
      grantId: '',
      gty: tokenExchangeGrantType,
      scope: scopes.join(' ') || undefined,
    });
    if (resourceServer) {
      token.resourceServer = resourceServer;
    }
    const certificate = helpers.checkMtlsCert(provider, ctx);
    if (certificate) {
      token.setThumbprint('x5t', certificate);
    }
    await helpers.applyDpopBinding(provider, ctx, dPoP, token);
    helpers.checkDpopRequired(provider, ctx, dPoP);

    // Spent last: a request refused above leaves a subject token usable.
    if (subject.spend && !(await subject.spend())) {
      throw invalidGrant(errors, 'the subject token is unknown, expired or already used');
    }
    token.grantId = await grant.save();
    if (subject.context) {
      rememberSubjectTokenContext(ctx, subject.context);
    }
    ctx.oidc.entity('Grant', grant);
    ctx.oidc.entity('AccessToken', token);
    const value = await token.save();
    ctx.body = helpers.buildTokenResponse(provider, {
      accessToken: value,
      expiresIn: token.expiration,
      issuedTokenType: accessTokenType,
      scope: token.scope || undefined,
      tokenType: token.tokenType,
    });
  };

  provider.registerGrantType(
    tokenExchangeGrantType,
    exchange,
    [
      'subject_token',
      'subject_token_type',
      'actor_token',
      'actor_token_type',
      'requested_token_type',
      'audience',
      'scope',
      'resource',
      organizationIdParameter,
    ],
    ['resource'],
  );
}
