import { sql, type Kysely } from 'kysely';

/**
 * Each tenant's subscription (cloud edition): the plan it is on, the status, and, once a payment
 * provider bills it, the provider's customer and subscription ids with the billed period. Without
 * a provider period the period is the calendar month. Existing tenants start where new ones do:
 * the built-in tenants on the `admin` plan, development tenants on `dev`, the others on `free`.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table tenant_subscriptions (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    plan_id varchar(64) not null,
    status varchar(32) not null default 'active'
      constraint tenant_subscriptions_status_check check (status in (
        'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')),
    provider varchar(32),
    provider_customer_id varchar(128),
    provider_subscription_id varchar(128),
    current_period_start timestamptz,
    current_period_end timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint tenant_subscriptions_pkey primary key (tenant_id),
    constraint tenant_subscriptions_period_check
      check ((current_period_start is null) = (current_period_end is null))
  )`.execute(db);
  await sql`insert into tenant_subscriptions (tenant_id, plan_id)
    select id, case
      when id in ('admin', 'default') then 'admin'
      when tag = 'development' then 'dev'
      else 'free'
    end
    from tenants`.execute(db);
}
