import { sql, type Kysely } from 'kysely';

/**
 * Custom-domain claims (cloud): with region databases a domain row lives in its tenant's region,
 * where the unique key of one database cannot see another's. A tenant first takes the name here,
 * in the home database, whose primary key lets one claim of a name pass; the claim goes with the
 * domain (or with the tenant's directory entry). The domains already at home are claimed now.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table custom_domain_claims (
    domain varchar(256) not null,
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    created_at timestamptz not null default now(),
    constraint custom_domain_claims_pkey primary key (domain)
  )`.execute(db);
  await sql`create index custom_domain_claims_tenant_id on custom_domain_claims (tenant_id)`.execute(db);
  await sql`insert into custom_domain_claims (domain, tenant_id) select domain, tenant_id from custom_domains`.execute(db);
}
