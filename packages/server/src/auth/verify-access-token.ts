import { createLocalJWKSet, decodeJwt, errors as joseErrors, jwtVerify, type JWK } from 'jose';
import { RequestError } from '../errors/request-error.js';
import type { AuthContext } from './auth-context.js';
import { verifyDpopProof, type DpopRequest } from './dpop-proof.js';

export type TrustedIssuer = { tenantId: string; issuer: string; publicKeys: () => Promise<JWK[]> };

const toPublicJwk = ({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicKey }: JWK) => publicKey;

/** Public halves of the tenant's signing keys (current and previous). */
export const publicJwks = (keys: { jwk: JWK }[]) => keys.map((key) => toPublicJwk(key.jwk));

/**
 * Verifies an access token JWT: signed by one of the trusted issuers' keys, issued by it, for
 * the expected audience (one of them, when several are given). A token bound to a DPoP key (`cnf.jkt`) is accepted only with the DPoP
 * scheme and a valid proof (RFC 9449 §7.1), never as a bearer token. Every failure is a 401 with
 * a stable code; scopes are checked by callers.
 */
export async function verifyAccessToken(
  authorization: string | undefined,
  trustedIssuers: TrustedIssuer[],
  audience: string | string[],
  dpop?: DpopRequest,
): Promise<AuthContext> {
  if (!authorization) {
    throw new RequestError('auth.authorization_header_missing', 401);
  }
  const [type, token] = authorization.split(' ');
  const scheme = type?.toLowerCase();
  if ((scheme !== 'bearer' && (scheme !== 'dpop' || !dpop)) || !token) {
    throw new RequestError('auth.authorization_token_type_not_supported', 401);
  }
  let issuer: string | undefined;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    throw new RequestError('auth.invalid_token', 401);
  }
  const trusted = trustedIssuers.find((candidate) => candidate.issuer === issuer);
  if (!trusted) {
    throw new RequestError('auth.wrong_issuer', 401);
  }
  try {
    const keys = createLocalJWKSet({ keys: await trusted.publicKeys() });
    const { payload } = await jwtVerify(token, keys, { issuer: trusted.issuer, audience });
    if (!payload.sub) {
      throw new RequestError('auth.jwt_sub_missing', 401);
    }
    const boundThumbprint = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
    if (typeof boundThumbprint === 'string' || scheme === 'dpop') {
      if (scheme !== 'dpop' || !dpop || typeof boundThumbprint !== 'string') {
        throw new RequestError('auth.invalid_token', 401);
      }
      await verifyDpopProof(dpop, token, boundThumbprint);
    }
    return {
      subject: payload.sub,
      issuerTenantId: trusted.tenantId,
      clientId: typeof payload.client_id === 'string' ? payload.client_id : undefined,
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
      audiences: typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []),
    };
  } catch (error) {
    if (error instanceof RequestError) {
      throw error;
    }
    if (error instanceof joseErrors.JWTExpired) {
      throw new RequestError('auth.token_expired', 401);
    }
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
      throw new RequestError('auth.wrong_audience', 401);
    }
    throw new RequestError('auth.invalid_token', 401);
  }
}
