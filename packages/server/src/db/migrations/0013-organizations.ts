import { sql, type Kysely } from 'kysely';

/**
 * Organizations: the template (organization scopes and roles, and the API resource scopes a role
 * grants), organizations with their members, machine-to-machine applications, the roles each holds
 * in an organization, just-in-time email domains and roles, and invitations.
 *
 * Every table is tenant-owned, and every relation points at its parents with the tenant id in the
 * key, so a link can never join rows of two tenants. A link dies with either end (ON DELETE
 * CASCADE); a member's roles in an organization hang off the membership itself, so leaving the
 * organization drops them in the same statement.
 *
 * Member lists of large organizations (100,000 members) page through the membership key, and
 * their `Total-Number` comes from `organization_user_counts`, kept by statement-level triggers
 * as `user_counts` is, instead of counting the membership rows on every page.
 */
export async function up(db: Kysely<unknown>) {
  const tenant = sql.raw(
    'tenant_id varchar(21) not null references tenants (id) on delete cascade',
  );

  await sql`create table organizations (
    ${tenant},
    id varchar(21) not null,
    name varchar(128) not null,
    description varchar(256),
    custom_data jsonb not null default '{}'::jsonb,
    is_mfa_required boolean not null default false,
    color jsonb not null default '{}'::jsonb,
    branding jsonb not null default '{}'::jsonb,
    custom_css text,
    created_at timestamptz not null default now(),
    constraint organizations_pkey primary key (tenant_id, id)
  )`.execute(db);
  await sql`create index organizations_created_at on organizations (tenant_id, created_at desc, id desc)`.execute(
    db,
  );

  await sql`create table organization_scopes (
    ${tenant},
    id varchar(21) not null,
    name varchar(128) not null,
    description varchar(256),
    created_at timestamptz not null default now(),
    constraint organization_scopes_pkey primary key (tenant_id, id),
    constraint organization_scopes_name_unique unique (tenant_id, name)
  )`.execute(db);

  await sql`create table organization_roles (
    ${tenant},
    id varchar(21) not null,
    name varchar(128) not null,
    description varchar(256),
    type varchar(32) not null default 'User',
    created_at timestamptz not null default now(),
    constraint organization_roles_pkey primary key (tenant_id, id),
    constraint organization_roles_name_unique unique (tenant_id, name)
  )`.execute(db);

  await sql`create table organization_role_scope_relations (
    ${tenant},
    organization_role_id varchar(21) not null,
    organization_scope_id varchar(21) not null,
    created_at timestamptz not null default now(),
    constraint organization_role_scope_relations_pkey
      primary key (tenant_id, organization_role_id, organization_scope_id),
    constraint organization_role_scope_relations_role_fkey foreign key (tenant_id, organization_role_id)
      references organization_roles (tenant_id, id) on delete cascade,
    constraint organization_role_scope_relations_scope_fkey foreign key (tenant_id, organization_scope_id)
      references organization_scopes (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index organization_role_scope_relations_scope
    on organization_role_scope_relations (tenant_id, organization_scope_id)`.execute(db);

  await sql`create table organization_role_resource_scope_relations (
    ${tenant},
    organization_role_id varchar(21) not null,
    scope_id varchar(21) not null,
    created_at timestamptz not null default now(),
    constraint organization_role_resource_scope_relations_pkey
      primary key (tenant_id, organization_role_id, scope_id),
    constraint organization_role_resource_scope_relations_role_fkey foreign key (tenant_id, organization_role_id)
      references organization_roles (tenant_id, id) on delete cascade,
    constraint organization_role_resource_scope_relations_scope_fkey foreign key (tenant_id, scope_id)
      references scopes (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index organization_role_resource_scope_relations_scope
    on organization_role_resource_scope_relations (tenant_id, scope_id)`.execute(db);

  await sql`create table organization_user_relations (
    ${tenant},
    organization_id varchar(21) not null,
    user_id varchar(12) not null,
    created_at timestamptz not null default now(),
    constraint organization_user_relations_pkey primary key (tenant_id, organization_id, user_id),
    constraint organization_user_relations_organization_fkey foreign key (tenant_id, organization_id)
      references organizations (tenant_id, id) on delete cascade,
    constraint organization_user_relations_user_fkey foreign key (tenant_id, user_id)
      references users (tenant_id, id) on delete cascade
  )`.execute(db);
  // A user's organizations (`/users/{userId}/organizations`, tokens).
  await sql`create index organization_user_relations_user
    on organization_user_relations (tenant_id, user_id)`.execute(db);
  // Member pages newest first without sorting the whole membership.
  await sql`create index organization_user_relations_created_at
    on organization_user_relations (tenant_id, organization_id, created_at desc, user_id desc)`.execute(
    db,
  );

  await sql`create table organization_role_user_relations (
    ${tenant},
    organization_id varchar(21) not null,
    user_id varchar(12) not null,
    organization_role_id varchar(21) not null,
    created_at timestamptz not null default now(),
    constraint organization_role_user_relations_pkey
      primary key (tenant_id, organization_id, user_id, organization_role_id),
    constraint organization_role_user_relations_membership_fkey foreign key (tenant_id, organization_id, user_id)
      references organization_user_relations (tenant_id, organization_id, user_id) on delete cascade,
    constraint organization_role_user_relations_role_fkey foreign key (tenant_id, organization_role_id)
      references organization_roles (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index organization_role_user_relations_role
    on organization_role_user_relations (tenant_id, organization_role_id)`.execute(db);
  await sql`create index organization_role_user_relations_user
    on organization_role_user_relations (tenant_id, user_id)`.execute(db);

  await sql`create table organization_application_relations (
    ${tenant},
    organization_id varchar(21) not null,
    application_id varchar(21) not null,
    created_at timestamptz not null default now(),
    constraint organization_application_relations_pkey primary key (tenant_id, organization_id, application_id),
    constraint organization_application_relations_organization_fkey foreign key (tenant_id, organization_id)
      references organizations (tenant_id, id) on delete cascade,
    constraint organization_application_relations_application_fkey foreign key (tenant_id, application_id)
      references applications (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index organization_application_relations_application
    on organization_application_relations (tenant_id, application_id)`.execute(db);

  await sql`create table organization_role_application_relations (
    ${tenant},
    organization_id varchar(21) not null,
    application_id varchar(21) not null,
    organization_role_id varchar(21) not null,
    created_at timestamptz not null default now(),
    constraint organization_role_application_relations_pkey
      primary key (tenant_id, organization_id, application_id, organization_role_id),
    constraint organization_role_application_relations_membership_fkey
      foreign key (tenant_id, organization_id, application_id)
      references organization_application_relations (tenant_id, organization_id, application_id) on delete cascade,
    constraint organization_role_application_relations_role_fkey foreign key (tenant_id, organization_role_id)
      references organization_roles (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index organization_role_application_relations_role
    on organization_role_application_relations (tenant_id, organization_role_id)`.execute(db);

  await sql`create table organization_jit_email_domains (
    ${tenant},
    organization_id varchar(21) not null,
    email_domain varchar(256) not null,
    created_at timestamptz not null default now(),
    constraint organization_jit_email_domains_pkey primary key (tenant_id, organization_id, email_domain),
    constraint organization_jit_email_domains_organization_fkey foreign key (tenant_id, organization_id)
      references organizations (tenant_id, id) on delete cascade
  )`.execute(db);
  // Registration looks organizations up by the email's domain.
  await sql`create index organization_jit_email_domains_domain
    on organization_jit_email_domains (tenant_id, email_domain)`.execute(db);

  await sql`create table organization_jit_roles (
    ${tenant},
    organization_id varchar(21) not null,
    organization_role_id varchar(21) not null,
    created_at timestamptz not null default now(),
    constraint organization_jit_roles_pkey primary key (tenant_id, organization_id, organization_role_id),
    constraint organization_jit_roles_organization_fkey foreign key (tenant_id, organization_id)
      references organizations (tenant_id, id) on delete cascade,
    constraint organization_jit_roles_role_fkey foreign key (tenant_id, organization_role_id)
      references organization_roles (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index organization_jit_roles_role
    on organization_jit_roles (tenant_id, organization_role_id)`.execute(db);

  // The inviter and the accepting user are kept as ids: an invitation outlives a deleted user.
  await sql`create table organization_invitations (
    ${tenant},
    id varchar(21) not null,
    inviter_id varchar(12),
    invitee varchar(256) not null,
    accepted_user_id varchar(12),
    organization_id varchar(21) not null,
    status varchar(32) not null default 'Pending',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    expires_at timestamptz not null,
    constraint organization_invitations_pkey primary key (tenant_id, id),
    constraint organization_invitations_organization_fkey foreign key (tenant_id, organization_id)
      references organizations (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index organization_invitations_organization
    on organization_invitations (tenant_id, organization_id, created_at desc)`.execute(db);
  await sql`create index organization_invitations_invitee
    on organization_invitations (tenant_id, lower(invitee))`.execute(db);

  await sql`create table organization_invitation_role_relations (
    ${tenant},
    organization_invitation_id varchar(21) not null,
    organization_role_id varchar(21) not null,
    constraint organization_invitation_role_relations_pkey
      primary key (tenant_id, organization_invitation_id, organization_role_id),
    constraint organization_invitation_role_relations_invitation_fkey foreign key (tenant_id, organization_invitation_id)
      references organization_invitations (tenant_id, id) on delete cascade,
    constraint organization_invitation_role_relations_role_fkey foreign key (tenant_id, organization_role_id)
      references organization_roles (tenant_id, id) on delete cascade
  )`.execute(db);

  await sql`create table organization_user_counts (
    ${tenant},
    organization_id varchar(21) not null,
    count bigint not null default 0,
    constraint organization_user_counts_pkey primary key (tenant_id, organization_id),
    constraint organization_user_counts_organization_fkey foreign key (tenant_id, organization_id)
      references organizations (tenant_id, id) on delete cascade
  )`.execute(db);

  await sql`create function organization_user_counts_add() returns trigger language plpgsql as $$
    begin
      insert into organization_user_counts (tenant_id, organization_id, count)
        select tenant_id, organization_id, count(*) from added_members group by tenant_id, organization_id
        on conflict (tenant_id, organization_id)
        do update set count = organization_user_counts.count + excluded.count;
      return null;
    end
  $$`.execute(db);

  // When the organization itself is deleted its count row goes first (or with it): nothing to update.
  await sql`create function organization_user_counts_remove() returns trigger language plpgsql as $$
    begin
      update organization_user_counts set count = organization_user_counts.count - removed.count
        from (select tenant_id, organization_id, count(*) as count from removed_members
              group by tenant_id, organization_id) as removed
        where organization_user_counts.tenant_id = removed.tenant_id
          and organization_user_counts.organization_id = removed.organization_id;
      return null;
    end
  $$`.execute(db);

  await sql`create trigger organization_members_counted_on_insert after insert on organization_user_relations
    referencing new table as added_members for each statement
    execute function organization_user_counts_add()`.execute(db);
  await sql`create trigger organization_members_counted_on_delete after delete on organization_user_relations
    referencing old table as removed_members for each statement
    execute function organization_user_counts_remove()`.execute(db);
}
