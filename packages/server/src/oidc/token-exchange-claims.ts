import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Actor } from './token-exchange-actor.js';

/** What a token exchange adds to the access token it issues. */
export type TokenExchangeClaims = { act?: Actor };

// Keyed by the request: the token exchange grant sets it, the token claims of the same request read it.
const claims = new WeakMap<object, TokenExchangeClaims>();

export const rememberTokenExchangeClaims = (ctx: KoaContextWithOIDC, value: TokenExchangeClaims) => {
  claims.set(ctx, value);
};

/** The claims a token exchange adds (`act`), for the request that issues the token; else undefined. */
export const tokenExchangeClaimsOf = (ctx: KoaContextWithOIDC | undefined) => (ctx ? claims.get(ctx) : undefined);
