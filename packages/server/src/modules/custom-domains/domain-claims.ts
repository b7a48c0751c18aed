import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import {
  deleteCustomDomainClaims,
  findCustomDomainClaim,
  insertCustomDomainClaim,
  takeOverCustomDomainClaim,
} from './claim-queries.js';

/**
 * How long a claim whose holder has no domain of the name is left alone: the holder may be
 * between taking the claim and writing its domain row.
 */
export const claimGraceMs = 60_000;

/**
 * The claims of custom-domain names in the home database: one tenant of the deployment holds a
 * name, whichever region database its domain row is in, since the claim's primary key settles two
 * simultaneous claims. `claimedAnywhere` says whether a domain row of the name exists in any database.
 */
export function createDomainClaims(home: Kysely<Database>, claimedAnywhere: (domain: string) => Promise<boolean>) {
  return {
    /** Takes the name for the tenant; false when another tenant holds it. */
    async take(tenantId: string, domain: string): Promise<boolean> {
      const scope = scopeToTenant(home, tenantId);
      if (await insertCustomDomainClaim(scope, domain)) {
        return true;
      }
      const holder = await findCustomDomainClaim(home, domain);
      if (!holder) {
        // Released between the two statements: try once more.
        return insertCustomDomainClaim(scope, domain);
      }
      if (holder.tenant_id === tenantId) {
        return true;
      }
      // A claim nobody backs with a domain (its release failed) must not hold the name for ever.
      if (Date.now() - holder.created_at.getTime() < claimGraceMs || (await claimedAnywhere(domain))) {
        return false;
      }
      return takeOverCustomDomainClaim(home, tenantId, holder);
    },
    /** Releases the tenant's claims on these names (its domains of them are gone). */
    release: (tenantId: string, domains: readonly string[]) => deleteCustomDomainClaims(scopeToTenant(home, tenantId), domains),
  };
}

export type DomainClaims = ReturnType<typeof createDomainClaims>;
