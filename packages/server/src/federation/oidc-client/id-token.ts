import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { RequestError } from '../../errors/request-error.js';
import type { OidcDiscovery } from './discovery.js';

/** One key set per JWKS URI: `jose` keeps the keys and refetches them when a new `kid` appears. */
const keySets = new LRUCache<string, ReturnType<typeof createRemoteJWKSet>>({ max: 500 });
const keySetOf = (jwksUri: string) => {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, keySet);
  }
  return keySet;
};

/** Seconds of clock difference between the provider and Tessera that `exp`/`iat` checks forgive. */
export const clockToleranceSeconds = 60;

/** ID token claims once verified: `sub` is always there. */
export type IdTokenClaims = JWTPayload & { sub: string };

const invalid = (reason: string) => new RequestError('connector.social_invalid_id_token', 400, { reason });

/**
 * The issuer an ID token must name: the document's own, or for a multi-tenant document
 * (`…/{tenantid}/…`) the one of the token's tenant, as its `tid` claim says.
 */
const expectedIssuerOf = (documentIssuer: string, payload: JWTPayload) =>
  typeof payload.tid === 'string' && payload.tid ? documentIssuer.replaceAll('{tenantid}', payload.tid) : documentIssuer;

/**
 * The ID token checked as OpenID Connect Core §3.1.3.7 asks: signature by the issuer's published
 * keys, `iss`, `aud` (this client), `exp` (with a small clock tolerance), the nonce this sign-in
 * sent and a subject. Any failure is 400 `connector.social_invalid_id_token` with the reason.
 */
export async function verifyIdToken(
  idToken: unknown,
  expected: { discovery: OidcDiscovery; clientId: string; nonce: string | undefined },
): Promise<IdTokenClaims> {
  if (typeof idToken !== 'string' || !idToken) {
    throw invalid('missing');
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(expected.discovery.jwksUri), {
      audience: expected.clientId,
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ['exp'],
    }));
  } catch {
    throw invalid('signature_or_claims');
  }
  if (payload.iss !== expectedIssuerOf(expected.discovery.issuer, payload)) {
    throw invalid('issuer');
  }
  if (expected.nonce === undefined || payload.nonce !== expected.nonce) {
    throw invalid('nonce');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) {
    throw invalid('subject');
  }
  return payload as IdTokenClaims;
}
