import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { isStructuredToken, type StructuredTokens } from './structured-tokens.js';
import { invalidGrant } from './token-exchange-helpers.js';

/** The only `actor_token_type` accepted: an access token this tenant issued. */
export const actorTokenType = 'urn:ietf:params:oauth:token-type:access_token';

/** The acting party of an exchange, as the `act` claim names it (RFC 8693 §4.1). */
export type Actor = { sub: string };

/** What an access token tells about who holds it, as far as the actor check needs it. */
type LiveAccessToken = { sub: string; clientId: string };

const stringParam = (ctx: KoaContextWithOIDC, name: string) => {
  const value: unknown = ctx.oidc.params?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Reads `actor_token` and `actor_token_type` (RFC 8693 §2.1): both or neither. The actor token
 * must be a live access token of this tenant, issued to the application that asks: a user's
 * access token (the person acting) or the application's own client_credentials token. Binding
 * it to the asking application keeps one application from naming as actor whoever another
 * application's leaked token stands for.
 */
export async function createActorCheck(provider: Provider, structuredTokens: StructuredTokens) {
  const { errors } = await import('oidc-provider');

  /** A JWT access token verified against this tenant's keys and issuer, or an opaque one it stores. */
  const findLiveAccessToken = async (value: string): Promise<LiveAccessToken | undefined> => {
    if (isStructuredToken(value)) {
      const payload = await structuredTokens.verify(value);
      return typeof payload?.sub === 'string' && typeof payload.client_id === 'string'
        ? { sub: payload.sub, clientId: payload.client_id }
        : undefined;
    }
    const userToken = await provider.AccessToken.find(value);
    if (userToken?.isValid && userToken.accountId && userToken.clientId) {
      // As introspection checks it: the token dies with its grant (sign-out, suspension).
      const grant = userToken.grantId ? await provider.Grant.find(userToken.grantId) : undefined;
      if (!grant || grant.clientId !== userToken.clientId || grant.accountId !== userToken.accountId) {
        return undefined;
      }
      return { sub: userToken.accountId, clientId: userToken.clientId };
    }
    const applicationToken = await provider.ClientCredentials.find(value);
    return applicationToken?.isValid && applicationToken.clientId
      ? { sub: applicationToken.clientId, clientId: applicationToken.clientId }
      : undefined;
  };

  /** The actor of this request, or undefined when it names none; refuses a token it cannot trust. */
  return async (ctx: KoaContextWithOIDC, clientId: string): Promise<Actor | undefined> => {
    const token = stringParam(ctx, 'actor_token');
    const type = stringParam(ctx, 'actor_token_type');
    if (!token && !type) {
      return undefined;
    }
    if (!token || !type) {
      throw new errors.InvalidRequest('actor_token and actor_token_type go together');
    }
    if (type !== actorTokenType) {
      throw new errors.InvalidRequest(`unsupported actor_token_type; only ${actorTokenType} is accepted`);
    }
    const found = await findLiveAccessToken(token);
    if (!found) {
      throw invalidGrant(errors, 'the actor token is not a live access token of this tenant');
    }
    if (found.clientId !== clientId) {
      throw invalidGrant(errors, 'the actor token was issued to another application');
    }
    return { sub: found.sub };
  };
}
