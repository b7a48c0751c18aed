import { sql, type Kysely } from 'kysely';

/**
 * A tenant's invoices from its payment provider (the billing history); `open` ones are unpaid
 * and make the tenant overdue. A provider's invoice is one row, updated as its status changes.
 * Provider events find their tenant by the subscription id, hence its index.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table invoices (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    provider varchar(32) not null,
    provider_invoice_id varchar(255) not null,
    provider_subscription_id varchar(128),
    status varchar(16) not null
      constraint invoices_status_check check (status in ('draft', 'open', 'paid', 'uncollectible', 'void')),
    plan_id varchar(64),
    amount_due integer not null,
    amount_paid integer not null default 0,
    period_start timestamptz,
    period_end timestamptz,
    hosted_invoice_url text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint invoices_pkey primary key (tenant_id, id)
  )`.execute(db);
  await sql`create unique index invoices_provider_invoice on invoices (provider, provider_invoice_id)`.execute(db);
  // Provider events name the subscription, not the tenant.
  await sql`create index tenant_subscriptions_provider_subscription
    on tenant_subscriptions (provider, provider_subscription_id)`.execute(db);
  await sql`create index invoices_tenant_status on invoices (tenant_id, status, created_at)`.execute(db);
}
