import { z } from 'zod';
import { RequestError } from '../../../errors/request-error.js';
import { fetchIdpDocument } from '../fetch-document.js';

const discoveryDocumentGuard = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});

export type OidcDiscovery = {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  userinfoEndpoint?: string;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The issuer's OpenID Provider metadata (`/.well-known/openid-configuration`). It must name the
 * configured issuer itself (OpenID Connect Discovery §4.3), or 400 `connector.invalid_config`:
 * a document that names another issuer could be anyone's.
 */
export async function fetchOidcDiscovery(issuer: string): Promise<OidcDiscovery> {
  const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
  const text = await fetchIdpDocument(url, 'application/json');
  let parsed: z.infer<typeof discoveryDocumentGuard>;
  try {
    parsed = discoveryDocumentGuard.parse(JSON.parse(text));
  } catch {
    throw new RequestError('connector.invalid_config', 400, { reason: 'not a discovery document' }, `${url}: not a discovery document`);
  }
  if (withoutTrailingSlash(parsed.issuer) !== withoutTrailingSlash(issuer)) {
    throw new RequestError('connector.invalid_config', 400, { reason: 'issuer mismatch' }, `${url} names the issuer ${parsed.issuer}`);
  }
  return {
    issuer: parsed.issuer,
    authorizationEndpoint: parsed.authorization_endpoint,
    tokenEndpoint: parsed.token_endpoint,
    jwksUri: parsed.jwks_uri,
    ...(parsed.userinfo_endpoint ? { userinfoEndpoint: parsed.userinfo_endpoint } : {}),
  };
}
