import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import { tenantPathPrefix } from './tenant-urls.js';

/**
 * A wildcard `ENDPOINT` (`https://*.id.example.com`): each tenant is served on its own subdomain
 * (`https://{tenantId}.id.example.com`, issuer `…/oidc`), and the service itself (the console,
 * the built-in tenants, path-based `/t/{tenantId}`) on the parent host (`https://id.example.com`).
 */
export type TenantSubdomains = {
  /** `https:` or `http:`. */
  protocol: string;
  /** The host below which tenants live, with the port if any: `id.example.com`, `localhost:3001`. */
  parentHost: string;
  /** The parent host without its port, lower-cased: what a request's host must end in. */
  parentHostname: string;
};

const wildcardHost = /^\*\.(.+)$/;
/** A tenant id as `/t/{tenantId}` takes it: one DNS label. */
const tenantLabel = /^[0-9a-z-]{1,21}$/;

/**
 * Reads `ENDPOINT`: a concrete URL is the service endpoint as it is; a wildcard one gives the
 * service endpoint on its parent host, and the tenants' subdomains.
 */
export function parseEndpoint(value: string): { endpoint: string; tenantSubdomains?: TenantSubdomains } {
  const url = new URL(value);
  const wildcard = wildcardHost.exec(url.hostname);
  if (!wildcard?.[1]) {
    return { endpoint: value.replace(/\/+$/, '') };
  }
  const parentHostname = wildcard[1].toLowerCase();
  const parentHost = url.port ? `${parentHostname}:${url.port}` : parentHostname;
  return {
    endpoint: `${url.protocol}//${parentHost}${url.pathname.replace(/\/+$/, '')}`,
    tenantSubdomains: { protocol: url.protocol, parentHost, parentHostname },
  };
}

/** Built-in tenants stay on the service host: the console signs in there. */
const hasSubdomain = (tenantId: string) => tenantId !== adminTenantId && tenantId !== defaultTenantId;

/** The tenant a request host names (`{tenantId}.{parent}`, no port), if it is a tenant's subdomain. */
export function tenantOfSubdomain(subdomains: TenantSubdomains, host: string): string | undefined {
  const suffix = `.${subdomains.parentHostname}`;
  if (!host.endsWith(suffix)) {
    return undefined;
  }
  const label = host.slice(0, -suffix.length);
  return tenantLabel.test(label) && hasSubdomain(label) ? label : undefined;
}

/** Scheme and host of the tenant's subdomain: `https://{tenantId}.id.example.com`. */
export const subdomainEndpoint = (subdomains: TenantSubdomains, tenantId: string) =>
  `${subdomains.protocol}//${tenantId}.${subdomains.parentHost}`;

/**
 * The tenant's public root, what its indicator and `GET /api/.well-known/endpoints/{tenantId}`
 * answer: its subdomain under a wildcard `ENDPOINT`, otherwise its path on the service host.
 */
export const publicTenantEndpoint = (
  { endpoint, tenantSubdomains }: { endpoint: string; tenantSubdomains?: TenantSubdomains },
  tenantId: string,
) =>
  tenantSubdomains && hasSubdomain(tenantId)
    ? subdomainEndpoint(tenantSubdomains, tenantId)
    : `${endpoint}${tenantPathPrefix(tenantId)}`;
