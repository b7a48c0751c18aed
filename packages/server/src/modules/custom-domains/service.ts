import { randomBytes } from 'node:crypto';
import type { CustomDomainCleanup, CustomDomainCleanupResult, CustomDomainCreate } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import { dnsRecordsFor } from './dns-records.js';
import type { DomainClaims } from './domain-claims.js';
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
    /** The home database's claims of names (the cloud API always has them). */
    claims?: DomainClaims;
  },
) {
  const domain = requested.toLowerCase();
  assertNotServiceHost(domain, [settings.serviceHost, settings.cnameTarget]);
  if ((await findCustomDomains(scope)).length > 0) {
    throw limitReached();
  }
  // The claim at home settles two simultaneous claims, whichever databases their tenants are
  // in; the unique key of one database, a race within it. Names added before claims existed are
  // found by asking every database.
  const { claims } = settings;
  if (claims && !(await claims.take(scope.tenantId, domain))) {
    throw inUse(domain);
  }
  try {
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
  } catch (error) {
    await claims?.release(scope.tenantId, [domain]);
    throw error;
  }
}

/** Deletes the domain, then releases its name (a failed release is taken over later, see domain-claims.ts). */
export async function deleteCustomDomain(scope: TenantScope, id: string, claims?: DomainClaims) {
  const row = await findCustomDomainById(scope, id);
  if (!row || !(await deleteCustomDomainById(scope, id))) {
    throw notFound(id);
  }
  await claims?.release(scope.tenantId, [row.domain]);
}

/** Deletes the domains that never became Active within `staleDays` of being added. */
export async function cleanUpCustomDomains(
  scope: TenantScope,
  { staleDays }: CustomDomainCleanup,
  now = new Date(),
  claims?: DomainClaims,
): Promise<CustomDomainCleanupResult> {
  const { result, deleted } = await scope.transaction(async (tx) => {
    const domains = await findCustomDomains(tx);
    const names = await deleteStaleCustomDomains(tx, new Date(now.getTime() - staleDays * dayMs));
    return {
      deleted: names,
      result: {
        scannedCount: domains.length,
        deletedCount: names.length,
        skippedActiveCount: domains.filter((domain) => domain.status === 'Active').length,
        failedCount: 0,
      },
    };
  });
  await claims?.release(scope.tenantId, deleted);
  return result;
}
