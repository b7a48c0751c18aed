import { sql, type Kysely } from 'kysely';

/**
 * Custom phrases: a tenant's overrides of the sign-in app's built-in phrases, one set per
 * language. `translation` is the nested key-to-text object as the Management API takes it.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table custom_phrases (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    language_tag varchar(16) not null,
    translation jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint custom_phrases_pkey primary key (tenant_id, id),
    constraint custom_phrases_language_tag unique (tenant_id, language_tag)
  )`.execute(db);
}
