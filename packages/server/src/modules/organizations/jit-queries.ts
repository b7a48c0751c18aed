import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';

// Email domains whose users join an organization just in time.

const domainsOf = (scope: TenantScope, organizationId: string) =>
  scope.selectFrom('organization_jit_email_domains').where('organization_id', '=', organizationId);

export const findOrganizationJitEmailDomains = (
  scope: TenantScope,
  organizationId: string,
  page: Page,
) =>
  domainsOf(scope, organizationId)
    .selectAll()
    .orderBy('email_domain')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countOrganizationJitEmailDomains = async (
  scope: TenantScope,
  organizationId: string,
) => {
  const row = await domainsOf(scope, organizationId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const findOrganizationJitEmailDomain = (
  scope: TenantScope,
  organizationId: string,
  emailDomain: string,
) =>
  domainsOf(scope, organizationId)
    .selectAll()
    .where('email_domain', '=', emailDomain)
    .executeTakeFirst();

export const insertOrganizationJitEmailDomain = (
  scope: TenantScope,
  organizationId: string,
  emailDomain: string,
) =>
  scope
    .insertInto('organization_jit_email_domains', {
      organization_id: organizationId,
      email_domain: emailDomain,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Exactly these domains (delete the others, add the missing). */
export const replaceOrganizationJitEmailDomainRows = async (
  scope: TenantScope,
  organizationId: string,
  emailDomains: readonly string[],
) => {
  let removal = scope
    .deleteFrom('organization_jit_email_domains')
    .where('organization_id', '=', organizationId);
  if (emailDomains.length > 0) {
    removal = removal.where('email_domain', 'not in', emailDomains);
  }
  await removal.execute();
  if (emailDomains.length > 0) {
    await scope
      .insertInto(
        'organization_jit_email_domains',
        emailDomains.map((emailDomain) => ({
          organization_id: organizationId,
          email_domain: emailDomain,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
};

export const deleteOrganizationJitEmailDomain = async (
  scope: TenantScope,
  organizationId: string,
  emailDomain: string,
) => {
  const result = await scope
    .deleteFrom('organization_jit_email_domains')
    .where('organization_id', '=', organizationId)
    .where('email_domain', '=', emailDomain)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

// Roles given to users who join just in time.

const jitRolesOf = (scope: TenantScope, organizationId: string) =>
  scope
    .selectFrom('organization_roles')
    .where(
      'id',
      'in',
      scope
        .selectFrom('organization_jit_roles')
        .select('organization_role_id')
        .where('organization_id', '=', organizationId),
    );

export const findOrganizationJitRoles = (scope: TenantScope, organizationId: string, page: Page) =>
  jitRolesOf(scope, organizationId)
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countOrganizationJitRoles = async (scope: TenantScope, organizationId: string) => {
  const row = await jitRolesOf(scope, organizationId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const insertOrganizationJitRoles = async (
  scope: TenantScope,
  organizationId: string,
  roleIds: readonly string[],
) => {
  if (roleIds.length > 0) {
    await scope
      .insertInto(
        'organization_jit_roles',
        roleIds.map((roleId) => ({
          organization_id: organizationId,
          organization_role_id: roleId,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
};

export const deleteOrganizationJitRolesExcept = async (
  scope: TenantScope,
  organizationId: string,
  keep: readonly string[],
) => {
  let removal = scope
    .deleteFrom('organization_jit_roles')
    .where('organization_id', '=', organizationId);
  if (keep.length > 0) {
    removal = removal.where('organization_role_id', 'not in', keep);
  }
  await removal.execute();
};

export const deleteOrganizationJitRole = async (
  scope: TenantScope,
  organizationId: string,
  roleId: string,
) => {
  const result = await scope
    .deleteFrom('organization_jit_roles')
    .where('organization_id', '=', organizationId)
    .where('organization_role_id', '=', roleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

// Provisioning.

/**
 * `{ organization_id, organization_role_id }` of the organizations whose just-in-time domains
 * include `emailDomain` and that the user is not a member of yet, with their just-in-time roles
 * (`organization_role_id` null for an organization without any). Index-backed by the domain.
 */
export const findJitOrganizationsForEmailDomain = (
  scope: TenantScope,
  emailDomain: string,
  userId: string,
) =>
  scope
    .selectFrom('organization_jit_email_domains')
    .leftJoin('organization_jit_roles', (join) =>
      join
        .onRef('organization_jit_roles.tenant_id', '=', 'organization_jit_email_domains.tenant_id')
        .onRef(
          'organization_jit_roles.organization_id',
          '=',
          'organization_jit_email_domains.organization_id',
        ),
    )
    .select([
      'organization_jit_email_domains.organization_id',
      'organization_jit_roles.organization_role_id',
    ])
    .where('organization_jit_email_domains.email_domain', '=', emailDomain)
    .where(
      'organization_jit_email_domains.organization_id',
      'not in',
      scope
        .selectFrom('organization_user_relations')
        .select('organization_user_relations.organization_id')
        .where('organization_user_relations.user_id', '=', userId),
    )
    .execute();
