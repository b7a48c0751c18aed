import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { scopeToTenant, type TenantScope } from '../db/tenant-scope.js';

/**
 * A tenant as the cloud API bills it. Its billing rows (`tenant_subscriptions`, `invoices`,
 * `checkout_sessions`) stay in the home database with the tenant directory, whichever region the
 * tenant lives in; everything else it owns, what its usage counts included, is in its region's
 * database, which only `scopeOf` picks. Reading a plan through the region's scope, or usage through
 * the home one, finds nothing for a tenant of a region with a database of its own, and no test of a
 * single-database deployment would notice: the two scopes are kept apart by name.
 */
export type BillingScopes = {
  /** The tenant's billing rows, in the home database. */
  billing: TenantScope;
  /** The tenant's own rows, in its region's database; resolved only when asked for. */
  tenant: () => Promise<TenantScope>;
};

/** The two scopes of a billed tenant, from the app context's home database and `scopeOf`. */
export const billingScopes = (
  { database, scopeOf }: { database: { db: Kysely<Database> }; scopeOf: (tenantId: string) => Promise<TenantScope> },
  tenantId: string,
): BillingScopes => ({
  billing: scopeToTenant(database.db, tenantId),
  tenant: () => scopeOf(tenantId),
});
