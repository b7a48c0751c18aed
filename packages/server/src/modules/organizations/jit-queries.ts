import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { organizationJitEmailDomains, organizationJitRoles } from './relation-queries.js';
import { countRows } from '../../db/count-rows.js';
import { readPage } from '../../db/read-page.js';

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

export const countOrganizationJitEmailDomains = (scope: TenantScope, organizationId: string) =>
  countRows(domainsOf(scope, organizationId));

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
export const replaceOrganizationJitEmailDomainRows = (
  scope: TenantScope,
  organizationId: string,
  emailDomains: readonly string[],
) =>
  organizationJitEmailDomains.replaceLinks(
    scope,
    { organization_id: organizationId },
    emailDomains,
  );

export const deleteOrganizationJitEmailDomain = (
  scope: TenantScope,
  organizationId: string,
  emailDomain: string,
) =>
  organizationJitEmailDomains.deleteLink(scope, { organization_id: organizationId }, emailDomain);

// Roles given to users who join just in time.

const jitRolesOf = (scope: TenantScope, organizationId: string) =>
  scope
    .selectFrom('organization_roles')
    .where('id', 'in', organizationJitRoles.linkedIds(scope, { organization_id: organizationId }));

export const findOrganizationJitRoles = (scope: TenantScope, organizationId: string, page: Page) =>
  readPage(jitRolesOf(scope, organizationId).selectAll(), 'by-name', page);

export const countOrganizationJitRoles = (scope: TenantScope, organizationId: string) =>
  countRows(jitRolesOf(scope, organizationId));

export const insertOrganizationJitRoles = (
  scope: TenantScope,
  organizationId: string,
  roleIds: readonly string[],
) => organizationJitRoles.insertLinks(scope, [{ organization_id: organizationId }], roleIds);

export const deleteOrganizationJitRolesExcept = (
  scope: TenantScope,
  organizationId: string,
  keep: readonly string[],
) => organizationJitRoles.deleteLinksExcept(scope, { organization_id: organizationId }, keep);

export const deleteOrganizationJitRole = (
  scope: TenantScope,
  organizationId: string,
  roleId: string,
) => organizationJitRoles.deleteLink(scope, { organization_id: organizationId }, roleId);

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
