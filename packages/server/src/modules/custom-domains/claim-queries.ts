import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

/*
 * Claims live in the home database; `home` scopes and handles below are of that database, not of
 * the tenant's region.
 */

/** Takes the name for the tenant unless some tenant holds it; answers whether this call took it. */
export const insertCustomDomainClaim = async (home: TenantScope, domain: string) =>
  (await home
    .insertInto('custom_domain_claims', { domain })
    .onConflict((conflict) => conflict.column('domain').doNothing())
    .returning('domain')
    .executeTakeFirst()) !== undefined;

/** Who holds the name, of whichever tenant: a name belongs to one tenant of the deployment. */
export const findCustomDomainClaim = (home: Kysely<Database>, domain: string) =>
  home.selectFrom('custom_domain_claims').selectAll().where('domain', '=', domain).executeTakeFirst();

/**
 * Hands a claim over to the tenant of `home`, only if it is still as it was read (`holder`):
 * for a claim its holder no longer backs with a domain. Answers whether it moved.
 */
export const takeOverCustomDomainClaim = async (
  home: Kysely<Database>,
  tenantId: string,
  holder: { domain: string; tenant_id: string; created_at: Date },
) => {
  const result = await home
    .updateTable('custom_domain_claims')
    .set({ tenant_id: tenantId, created_at: new Date() })
    .where('domain', '=', holder.domain)
    .where('tenant_id', '=', holder.tenant_id)
    .where('created_at', '=', holder.created_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** Releases the tenant's claims on the names among `domains`. */
export const deleteCustomDomainClaims = async (home: TenantScope, domains: readonly string[]) => {
  if (domains.length > 0) {
    await home.deleteFrom('custom_domain_claims').where('domain', 'in', domains).execute();
  }
};
