import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.js';
import { customDomainLocation, ownHostLocation, type TenantLocation } from '../../tenancy/tenant-location.js';
import { subdomainEndpoint, tenantOfSubdomain, type TenantSubdomains } from '../../tenancy/tenant-subdomains.js';
import { findVerifiedCustomDomain } from './queries.js';

/** How long a host's answer (a tenant or none) is kept: a deleted domain stops routing after it. */
const hostTtlMs = 10_000;

/** The host a request names, lower-cased and without its port; behind a trusted proxy, the forwarded one. */
export function requestHost(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ?? request.headers.host;
  const host = raw?.trim().toLowerCase();
  if (!host) {
    return undefined;
  }
  // `[::1]:3001` keeps its brackets' content; `name:3001` loses the port.
  return host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
}

/**
 * Resolves the host a request came on to its tenant (cloud edition): a tenant's subdomain under
 * a wildcard `ENDPOINT` by its name alone, otherwise one of its custom domains. Hosts of the
 * service itself, IP addresses and `localhost` never reach the database, so requests on the
 * service host cost nothing; other hosts are read once per `hostTtlMs`, answers and misses alike,
 * in a bounded cache (a flood of made-up hosts cannot grow it). Domains route once their
 * ownership is verified (PendingSsl and Active): the HTTPS check that makes one Active already
 * arrives on it.
 */
export function createCustomDomainRouting(options: {
  /** Every database tenants live in (home and regions): a domain is looked up in each. */
  databases: readonly Kysely<Database>[];
  serviceHosts: readonly string[];
  trustProxy: boolean;
  tenantSubdomains?: TenantSubdomains;
}) {
  const serviceHosts = new Set(options.serviceHosts.map((host) => host.toLowerCase()));
  const known = new LRUCache<string, { location: TenantLocation | undefined }>({ max: 10_000, ttl: hostTtlMs });
  const { tenantSubdomains } = options;

  const isServiceHost = (host: string) => serviceHosts.has(host) || host === 'localhost' || isIP(host) !== 0;

  /** The tenant location of a request on a tenant's own host; undefined for the service host (path-based tenants). */
  return async (request: IncomingMessage): Promise<TenantLocation | undefined> => {
    const host = requestHost(request, options.trustProxy);
    if (!host || isServiceHost(host)) {
      return undefined;
    }
    const subdomainTenant = tenantSubdomains && tenantOfSubdomain(tenantSubdomains, host);
    if (tenantSubdomains && subdomainTenant) {
      return ownHostLocation(subdomainEndpoint(tenantSubdomains, subdomainTenant), host, subdomainTenant);
    }
    const cached = known.get(host);
    if (cached) {
      return cached.location;
    }
    const row = await findVerifiedCustomDomainIn(options.databases, host);
    const location = row ? customDomainLocation(row.domain, row.tenant_id) : undefined;
    known.set(host, { location });
    return location;
  };
}

/** The verified domain in the first database that has it. */
export async function findVerifiedCustomDomainIn(databases: readonly Kysely<Database>[], domain: string) {
  for (const db of databases) {
    const row = await findVerifiedCustomDomain(db, domain);
    if (row) {
      return row;
    }
  }
  return undefined;
}

export type CustomDomainRouting = ReturnType<typeof createCustomDomainRouting>;
