import type { Context } from 'hono';
import { RequestError } from '../errors/request-error.js';
import { managementApiScope } from '../tenancy/tenant-urls.js';

/** Codes that mean no access token was presented at all. */
const noCredentials = new Set([
  'auth.authorization_header_missing',
  'auth.authorization_token_type_not_supported',
]);

/**
 * The `WWW-Authenticate` challenge of a refused request (RFC 6750 §3): no error code when the
 * request carried no token (§3.1), `invalid_token` for a token that is missing, malformed,
 * expired or not ours, `insufficient_scope` (with the scope needed) for a valid token without
 * the permission. A DPoP-bound token is challenged with the DPoP scheme (RFC 9449 §7.1).
 */
export function challengeOf(
  realm: string,
  error: RequestError,
  scheme: 'Bearer' | 'DPoP' = 'Bearer',
) {
  const parameters = [`realm="${realm}"`];
  if (error.status === 401 && !noCredentials.has(error.code)) {
    parameters.push(
      scheme === 'DPoP' && error.code === 'auth.invalid_token'
        ? 'error="invalid_dpop_proof"'
        : 'error="invalid_token"',
    );
  } else if (error.code === 'auth.insufficient_permissions') {
    parameters.push('error="insufficient_scope"', `scope="${managementApiScope}"`);
  } else if (error.status !== 401) {
    return undefined;
  }
  if (scheme === 'DPoP') {
    parameters.push('algs="ES256 RS256 PS256 EdDSA"');
  }
  return `${scheme} ${parameters.join(', ')}`;
}

/**
 * Runs a guard's checks; a refusal carries its challenge header into the error response the
 * one error renderer writes, and keeps our error body.
 */
export async function withBearerChallenge<T>(
  c: Context,
  realm: string,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof RequestError) {
      const scheme = /^dpop /i.test(c.req.header('authorization') ?? '') ? 'DPoP' : 'Bearer';
      const challenge = challengeOf(realm, error, scheme);
      if (challenge) {
        c.header('WWW-Authenticate', challenge);
      }
    }
    throw error;
  }
}
