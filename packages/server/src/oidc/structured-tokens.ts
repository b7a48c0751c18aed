import {
  createLocalJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Adapter } from 'oidc-provider';

/** The model under which revoked JWT access tokens are remembered until they expire. */
export const revokedAccessTokenModel = 'RevokedAccessToken';

/**
 * The claim naming the grant a user's access token was issued under, so that revoking the grant
 * (a refresh token's revocation, sign-out) ends its access tokens too (RFC 7009 §2.1).
 */
export const grantIdClaim = 'grant_id';

/** A grant as far as the check needs it; undefined once revoked or expired. */
export type GrantLookup = (
  grantId: string,
) => Promise<{ clientId?: string; accountId?: string } | undefined>;

const toPublicJwk = ({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicKey }: JWK) =>
  publicKey;

export const isStructuredToken = (token: unknown) => {
  if (typeof token !== 'string') {
    return false;
  }
  try {
    return Boolean(decodeProtectedHeader(token));
  } catch {
    return false;
  }
};

/**
 * The provider issues access tokens for API resources as JWTs (RFC 9068), which it does not
 * store. Introspection (RFC 7662) and revocation (RFC 7009) still answer for them: the token is
 * checked against the tenant's own keys and issuer, and a revoked one is remembered until it
 * would have expired.
 */
export function createStructuredTokens(options: {
  issuer: string;
  privateKeys: { jwk: JWK }[];
  revoked: Adapter;
  findGrant: GrantLookup;
}) {
  const keys = createLocalJWKSet({ keys: options.privateKeys.map((key) => toPublicJwk(key.jwk)) });

  /** The claims of a live access token this provider issued, or undefined. */
  const verify = async (token: string): Promise<JWTPayload | undefined> => {
    try {
      // `typ` keeps ID tokens, signed with the same keys, from passing as access tokens.
      const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, typ: 'at+jwt' });
      if (!payload.jti || (await options.revoked.find(payload.jti))) {
        return undefined;
      }
      const grantId = payload[grantIdClaim];
      if (typeof grantId === 'string') {
        const grant = await options.findGrant(grantId);
        if (!grant || grant.clientId !== payload.client_id || grant.accountId !== payload.sub) {
          return undefined;
        }
      }
      return payload;
    } catch {
      return undefined;
    }
  };

  return {
    verify,
    /** Remembers the token as revoked until its expiry; unknown or dead tokens need nothing. */
    async revoke(payload: JWTPayload) {
      const remaining = (payload.exp ?? 0) - Math.floor(Date.now() / 1000);
      if (payload.jti && remaining > 0) {
        await options.revoked.upsert(payload.jti, { jti: payload.jti }, remaining);
      }
    },
  };
}

export type StructuredTokens = ReturnType<typeof createStructuredTokens>;

/** The introspection answer (RFC 7662 §2.2) for the claims of a live JWT access token. */
export function introspectionOf(payload: JWTPayload) {
  const cnf = payload.cnf as { jkt?: string } | undefined;
  return {
    active: true,
    client_id: payload.client_id,
    sub: payload.sub,
    exp: payload.exp,
    iat: payload.iat,
    iss: payload.iss,
    jti: payload.jti,
    aud: payload.aud,
    scope: payload.scope,
    cnf,
    token_type: cnf?.jkt ? 'DPoP' : 'Bearer',
  };
}
