import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify } from 'jose';
import { createMemoryEphemeralStore, type EphemeralStore } from '../cache/ephemeral-store.js';
import { RequestError } from '../errors/request-error.js';

/**
 * What a DPoP-bound request presents besides the token (RFC 9449 §4, §7.1). `urls` are the
 * addresses the request may have been sent to: the public one (with the tenant path the
 * dispatcher strips) and the one the server saw.
 */
export type DpopRequest = {
  proof: string | undefined;
  method: string;
  urls: string[];
  /** Where proof ids are remembered; shared by every instance when Redis is configured. */
  seenProofs?: EphemeralStore;
};

const proofLifetimeSeconds = 300;
const proofAlgorithms = ['ES256', 'RS256', 'PS256', 'EdDSA'];
// Proof ids seen within their lifetime, when the caller has no shared store (§11.1).
const seenInProcess = createMemoryEphemeralStore(100_000);

const invalidProof = () => new RequestError('auth.invalid_token', 401);

/** The request URL as `htu` carries it: no query, no fragment (RFC 9449 §4.3). */
const htuOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};

/**
 * Checks the DPoP proof of a request made with a DPoP-bound access token (RFC 9449 §4.3, §7.1):
 * signed by the key the token is bound to (`cnf.jkt`), for this method and URL, for this very
 * token (`ath`), recent, and not seen before.
 */
export async function verifyDpopProof(
  request: DpopRequest,
  accessToken: string,
  boundThumbprint: string,
) {
  if (!request.proof || request.proof.includes(',')) {
    throw invalidProof();
  }
  try {
    const { payload, protectedHeader } = await jwtVerify(request.proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: proofAlgorithms,
      maxTokenAge: `${proofLifetimeSeconds}s`,
      clockTolerance: 5,
    });
    const thumbprint = await calculateJwkThumbprint(protectedHeader.jwk ?? {});
    const ath = createHash('sha256').update(accessToken).digest('base64url');
    const valid =
      thumbprint === boundThumbprint &&
      payload.htm === request.method &&
      request.urls.some((url) => htuOf(url) === payload.htu) &&
      payload.ath === ath &&
      typeof payload.jti === 'string';
    // Claimed atomically: two instances given the same proof at once accept it only once.
    const seen = request.seenProofs ?? seenInProcess;
    if (!valid || !(await seen.setIfAbsent(`dpop:${payload.jti as string}`, '1', (proofLifetimeSeconds + 5) * 1000))) {
      throw invalidProof();
    }
  } catch {
    throw invalidProof();
  }
}
