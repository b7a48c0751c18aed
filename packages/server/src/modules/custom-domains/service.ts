import { randomBytes } from 'node:crypto';
import type { CustomDomainCleanup, CustomDomainCleanupResult, CustomDomainCreate } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import { dnsRecordsFor } from './dns-records.js';
import {
  deleteCustomDomainById,
  deleteStaleCustomDomains,
  findCustomDomainById,
  findCustomDomains,
  insertCustomDomain,
} from './queries.js';
import { toCustomDomainResponse } from './responses.js';

const dayMs = 24 * 60 * 60 * 1000;

const notFound = (id: string) => new RequestError('domain.not_found', 404, { id });
const limitReached = () => new RequestError('domain.limit_to_one_domain', 422);
const inUse = (domain: string) => new RequestError('domain.hostname_already_exists', 422, { domain });

/**
 * The service's own hosts (its endpoint, the CNAME target) are every tenant's: no tenant may
 * claim one, nor a name below one.
 */
function assertNotServiceHost(domain: string, serviceHosts: readonly string[]) {
  if (serviceHosts.some((host) => domain === host || domain.endsWith(`.${host}`))) {
    throw new RequestError('domain.invalid_domain', 400, { domain });
  }
}

/** Which unique key a racing insert hit: the tenant's one domain, or the name of another tenant. */
const raceOf = (domain: string) => (error: unknown) => {
  if (!isUniqueViolation(error)) {
    throw error;
  }
  throw (error as { constraint?: string }).constraint === 'custom_domains_tenant_key' ? limitReached() : inUse(domain);
};

export const listCustomDomains = async (scope: TenantScope) =>
  (await findCustomDomains(scope)).map(toCustomDomainResponse);

export async function getCustomDomain(scope: TenantScope, id: string) {
  const row = await findCustomDomainById(scope, id);
  if (!row) {
    throw notFound(id);
  }
  return toCustomDomainResponse(row);
}

/**
 * Adds the tenant's custom domain, PendingVerification with the records to create. The checker
 * takes it from there. Names are compared lowercased: DNS does not tell `Auth.Example.com` from
 * `auth.example.com`, so neither may a second tenant.
 */
export async function createCustomDomain(
  scope: TenantScope,
  { domain: requested }: CustomDomainCreate,
  settings: {
    cnameTarget: string;
    serviceHost: string;
    /** Whether a tenant in any database has the name: region databases each see only their own. */
    claimedAnywhere: (domain: string) => Promise<boolean>;
  },
) {
  const domain = requested.toLowerCase();
  assertNotServiceHost(domain, [settings.serviceHost, settings.cnameTarget]);
  if ((await findCustomDomains(scope)).length > 0) {
    throw limitReached();
  }
  // The unique key still settles a race within one database; across region databases two
  // simultaneous claims could both pass, and routing then answers for the home database's.
  if (await settings.claimedAnywhere(domain)) {
    throw inUse(domain);
  }
  const verificationToken = randomBytes(24).toString('base64url');
  const row = await insertCustomDomain(scope, {
    id: generateId(),
    domain,
    status: 'PendingVerification',
    dns_records: dnsRecordsFor(domain, settings.cnameTarget, verificationToken),
    verification_token: verificationToken,
  }).catch(raceOf(domain));
  return toCustomDomainResponse(row);
}

export async function deleteCustomDomain(scope: TenantScope, id: string) {
  if (!(await deleteCustomDomainById(scope, id))) {
    throw notFound(id);
  }
}

/** Deletes the domains that never became Active within `staleDays` of being added. */
export async function cleanUpCustomDomains(
  scope: TenantScope,
  { staleDays }: CustomDomainCleanup,
  now = new Date(),
): Promise<CustomDomainCleanupResult> {
  return scope.transaction(async (tx) => {
    const domains = await findCustomDomains(tx);
    const deletedCount = await deleteStaleCustomDomains(tx, new Date(now.getTime() - staleDays * dayMs));
    return {
      scannedCount: domains.length,
      deletedCount,
      skippedActiveCount: domains.filter((domain) => domain.status === 'Active').length,
      failedCount: 0,
    };
  });
}
