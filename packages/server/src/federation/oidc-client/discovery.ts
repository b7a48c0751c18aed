import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { RequestError } from '../../errors/request-error.js';
import { fetchFromProvider, readJsonObject } from './provider-fetch.js';

const discoveryDocumentGuard = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});

/** The parts of an OpenID Provider's metadata (OpenID Connect Discovery §3) a relying party uses. */
export type OidcDiscovery = {
  /** As the document names it; Microsoft's multi-tenant endpoints name `…/{tenantid}/…`. */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  userinfoEndpoint?: string;
};

/** Documents that worked, by configured issuer, for ten minutes: sign-ins come in bursts. */
const discoveries = new LRUCache<string, OidcDiscovery>({ max: 500, ttl: 10 * 60_000 });

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const invalidConfig = (reason: string, details: string) => new RequestError('connector.invalid_config', 400, { reason }, details);

/**
 * Whether a document's issuer is the configured one (OpenID Connect Discovery §4.3). A multi-tenant
 * document names its issuer with a `{tenantid}` placeholder, which stands for one path segment of the
 * configured issuer (`common`, `organizations`, a tenant id).
 */
export function issuerMatches(documentIssuer: string, configuredIssuer: string): boolean {
  const named = withoutTrailingSlash(documentIssuer);
  const configured = withoutTrailingSlash(configuredIssuer);
  if (!named.includes('{tenantid}')) {
    return named === configured;
  }
  const pattern = named
    .split('{tenantid}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(configured);
}

/**
 * The issuer's OpenID Provider metadata (`/.well-known/openid-configuration`). An unreachable or
 * malformed document, or one naming another issuer, is 400 `connector.invalid_config`: a document
 * that names another issuer could be anyone's.
 */
export async function discover(issuer: string): Promise<OidcDiscovery> {
  const kept = discoveries.get(issuer);
  if (kept) {
    return kept;
  }
  const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
  const response = await fetchFromProvider(url, { headers: { accept: 'application/json' } }, () =>
    invalidConfig('discovery_unreachable', `${url}: unreachable`),
  );
  const body = await readJsonObject(response);
  if (!response.ok || !body) {
    throw invalidConfig('discovery_failed', `${url}: answered ${response.status}`);
  }
  const parsed = discoveryDocumentGuard.safeParse(body);
  if (!parsed.success) {
    throw invalidConfig('discovery_incomplete', `${url}: not a discovery document`);
  }
  if (!issuerMatches(parsed.data.issuer, issuer)) {
    throw invalidConfig('issuer_mismatch', `${url} names the issuer ${parsed.data.issuer}`);
  }
  const discovery: OidcDiscovery = {
    issuer: parsed.data.issuer,
    authorizationEndpoint: parsed.data.authorization_endpoint,
    tokenEndpoint: parsed.data.token_endpoint,
    jwksUri: parsed.data.jwks_uri,
    ...(parsed.data.userinfo_endpoint ? { userinfoEndpoint: parsed.data.userinfo_endpoint } : {}),
  };
  discoveries.set(issuer, discovery);
  return discovery;
}
