import type { KoaContextWithOIDC } from 'oidc-provider';
import { introspectionOf, isStructuredToken, type StructuredTokens } from './structured-tokens.js';

type Body = Record<string, unknown>;

const isBody = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Buffer.isBuffer(value);

/** The route's context, once the provider's router matched one (undefined for other paths). */
const oidcOf = (ctx: KoaContextWithOIDC): KoaContextWithOIDC['oidc'] | undefined =>
  (ctx as { oidc?: KoaContextWithOIDC['oidc'] }).oidc;

/**
 * RFC 6749 §5.1: `scope` is required in a token response whenever the granted scope differs
 * from the requested one. The library leaves it out when nothing was granted; say so with "".
 */
function stateGrantedScope(ctx: KoaContextWithOIDC, oidc: KoaContextWithOIDC['oidc']) {
  if (ctx.status !== 200 || !isBody(ctx.body) || ctx.body.scope !== undefined) {
    return;
  }
  const requested =
    (typeof oidc.params?.scope === 'string' ? oidc.params.scope : undefined) ||
    oidc.entities.AuthorizationCode?.scope ||
    oidc.entities.RefreshToken?.scope;
  if (requested) {
    ctx.body.scope = '';
  }
}

/**
 * RFC 6749 §5.2: a request without client authentication is `invalid_client` (401), never
 * `invalid_request`. RFC 7662 §2.1: introspection requires an authenticated client, so a public
 * client naming itself is refused the same way.
 */
function requireClientAuthentication(ctx: KoaContextWithOIDC, oidc: KoaContextWithOIDC['oidc']) {
  const body = isBody(ctx.body) ? ctx.body : undefined;
  // The library says so only in its description; introspection.test.ts notices if that changes.
  const unauthenticated =
    body?.error === 'invalid_request' &&
    body.error_description === 'no client authentication mechanism provided';
  const publicIntrospection =
    oidc.route === 'introspection' && oidc.client?.clientAuthMethod === 'none';
  if (unauthenticated || publicIntrospection) {
    ctx.status = 401;
    ctx.body = { error: 'invalid_client', error_description: 'client authentication is required' };
    ctx.set('WWW-Authenticate', 'Basic realm="token"');
  }
}

/** Introspection (RFC 7662 §2.2) and revocation (RFC 7009 §2) of JWT access tokens. */
async function answerForStructuredToken(
  ctx: KoaContextWithOIDC,
  oidc: KoaContextWithOIDC['oidc'],
  tokens: StructuredTokens,
) {
  const refusedAsStructured =
    ctx.status === 400 && isBody(ctx.body) && ctx.body.error === 'unsupported_token_type';
  const token = oidc.params?.token;
  if (
    !refusedAsStructured ||
    !oidc.client ||
    typeof token !== 'string' ||
    !isStructuredToken(token)
  ) {
    return;
  }
  const payload = await tokens.verify(token);
  ctx.status = 200;
  if (oidc.route === 'introspection') {
    ctx.body = payload ? introspectionOf(payload) : { active: false };
    return;
  }
  // Only the client the token was issued to may revoke it; anything else is answered alike.
  if (payload && payload.client_id === oidc.client.clientId) {
    await tokens.revoke(payload);
  }
  ctx.body = '';
}

/**
 * RFC 8414 §2: without these members a client must assume client_secret_basic at introspection
 * and revocation; the library leaves them out although both endpoints take more. Public clients
 * may revoke their own tokens (RFC 7009 §2.1) but never introspect (RFC 7662 §2.1).
 */
function advertiseEndpointAuthMethods(ctx: KoaContextWithOIDC) {
  if (
    ctx.status !== 200 ||
    !isBody(ctx.body) ||
    !Array.isArray(ctx.body.token_endpoint_auth_methods_supported)
  ) {
    return;
  }
  const methods = ctx.body.token_endpoint_auth_methods_supported as string[];
  const algs = ctx.body.token_endpoint_auth_signing_alg_values_supported;
  const authenticated = methods.filter((method) => method !== 'none');
  ctx.body = {
    ...ctx.body,
    ...(ctx.body.introspection_endpoint
      ? {
          introspection_endpoint_auth_methods_supported: authenticated,
          introspection_endpoint_auth_signing_alg_values_supported: algs,
        }
      : {}),
    ...(ctx.body.revocation_endpoint
      ? {
          revocation_endpoint_auth_methods_supported: methods,
          revocation_endpoint_auth_signing_alg_values_supported: algs,
        }
      : {}),
  };
}

/**
 * Brings the provider's answers to the letter of the RFCs where the library's defaults differ.
 * It runs after the route, so it adds nothing to the token path beyond a few property reads.
 */
export const endpointConformance =
  (tokens: StructuredTokens) => async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const oidc = oidcOf(ctx);
    switch (oidc?.route) {
      case 'token':
        stateGrantedScope(ctx, oidc);
        requireClientAuthentication(ctx, oidc);
        return;
      case 'introspection':
      case 'revocation':
        await answerForStructuredToken(ctx, oidc, tokens);
        requireClientAuthentication(ctx, oidc);
        return;
      case 'pushed_authorization_request':
        requireClientAuthentication(ctx, oidc);
        return;
      case 'discovery':
        advertiseEndpointAuthMethods(ctx);
        return;
      default:
    }
  };
