import { sql, type Kysely, type Selectable } from 'kysely';
import type { DnsRecord, DomainStatus } from '@tessera/schemas';
import type { CustomDomainsTable } from '../../db/custom-domain-tables.js';
import { claimDueRows } from '../../db/lease-claim.js';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type CustomDomainRow = Selectable<CustomDomainsTable>;

export const findCustomDomains = (scope: TenantScope) =>
  scope.selectFrom('custom_domains').selectAll().orderBy('created_at').execute();

export const findCustomDomainById = (scope: TenantScope, id: string) =>
  scope.selectFrom('custom_domains').selectAll().where('id', '=', id).executeTakeFirst();

export const insertCustomDomain = (
  scope: TenantScope,
  row: { id: string; domain: string; status: DomainStatus; dns_records: DnsRecord[]; verification_token: string },
) =>
  scope
    .insertInto('custom_domains', {
      ...row,
      dns_records: JSON.stringify(row.dns_records),
      // Due at once, whatever the clocks of this process and the database say.
      next_check_at: new Date(0),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const deleteCustomDomainById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('custom_domains').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** Deletes the domains, not Active, added before `before`; answers the names that went. */
export const deleteStaleCustomDomains = async (scope: TenantScope, before: Date) =>
  (
    await scope
      .deleteFrom('custom_domains')
      .where('status', '!=', 'Active')
      .where('created_at', '<', before)
      .returning('domain')
      .execute()
  ).map((row) => row.domain);

/*
 * The checker and the TLS ask serve every tenant at once: the queries below are deliberately
 * not tenant-scoped, and each names the tenant of the row it touches.
 */

/** Claims up to `limit` domains due for a check, of every tenant (see claimDueRows). */
export const claimDueCustomDomains = (db: Kysely<Database>, limit: number, leaseMs: number) =>
  claimDueRows(db, { table: 'custom_domains', dueColumn: 'next_check_at', limit, leaseMs });

/**
 * Records a check's outcome; `nextCheckInMs` null stops the checks. Only onto the row as it was
 * claimed: if its status or count moved meanwhile, this outcome is stale and is dropped.
 */
export const recordCustomDomainCheck = (
  db: Kysely<Database>,
  row: Pick<CustomDomainRow, 'tenant_id' | 'id' | 'status' | 'check_attempts'>,
  outcome: { status: DomainStatus; errorMessage: string | null; attempts: number; nextCheckInMs: number | null },
) =>
  db
    .updateTable('custom_domains')
    .set({
      status: outcome.status,
      error_message: outcome.errorMessage,
      check_attempts: outcome.attempts,
      next_check_at:
        outcome.nextCheckInMs === null
          ? null
          : sql<Date>`now() + ${outcome.nextCheckInMs}::integer * interval '1 millisecond'`,
      updated_at: new Date(),
    })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('check_attempts', '=', row.check_attempts)
    .execute();

/** A custom domain whose ownership was verified, of whichever tenant. */
export const findVerifiedCustomDomain = (db: Kysely<Database>, domain: string) =>
  db
    .selectFrom('custom_domains')
    .select(['tenant_id', 'domain', 'status'])
    .where('domain', '=', domain)
    .where('status', 'in', ['PendingSsl', 'Active'])
    .executeTakeFirst();

/**
 * Whether any tenant of this database has claimed the name, in any status. Across tenants on
 * purpose: a name belongs to one tenant of the whole deployment, and with region databases the
 * unique key of one database cannot see the others.
 */
export const isCustomDomainClaimed = async (db: Kysely<Database>, domain: string) =>
  (await db.selectFrom('custom_domains').select('id').where('domain', '=', domain).limit(1).executeTakeFirst()) !==
  undefined;
