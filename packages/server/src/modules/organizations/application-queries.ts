import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { countRows } from '../../db/count-rows.js';
import { readPage } from '../../db/read-page.js';
import { matchesEveryPattern } from '../../db/search-match.js';
import { organizationApplicationRoles, organizationApplications } from './relation-queries.js';
import { findHeldOrganizationRoles } from './held-role-queries.js';

// Machine-to-machine applications of an organization.

export const insertOrganizationApplications = (
  scope: TenantScope,
  organizationId: string,
  applicationIds: readonly string[],
) =>
  organizationApplications.insertLinks(
    scope,
    [{ organization_id: organizationId }],
    applicationIds,
  );

/** Removes every application not in `keep` (their roles in the organization go with them). */
export const deleteOrganizationApplicationsExcept = (
  scope: TenantScope,
  organizationId: string,
  keep: readonly string[],
) => organizationApplications.deleteLinksExcept(scope, { organization_id: organizationId }, keep);

export const deleteOrganizationApplication = (
  scope: TenantScope,
  organizationId: string,
  applicationId: string,
) => organizationApplications.deleteLink(scope, { organization_id: organizationId }, applicationId);

/** Of the given applications, those in the organization. */
export const findOrganizationApplicationIds = (
  scope: TenantScope,
  organizationId: string,
  applicationIds: readonly string[],
) =>
  organizationApplications.findLinkedIds(
    scope,
    { organization_id: organizationId },
    applicationIds,
  );

const applicationsOf = (scope: TenantScope, organizationId: string, patterns: readonly string[]) =>
  scope
    .selectFrom('organization_application_relations')
    .innerJoin('applications', (join) =>
      join
        .onRef('applications.id', '=', 'organization_application_relations.application_id')
        .onRef('applications.tenant_id', '=', 'organization_application_relations.tenant_id'),
    )
    .where('organization_application_relations.organization_id', '=', organizationId)
    .where((eb) =>
      matchesEveryPattern(
        eb,
        ['applications.name', 'applications.id', 'applications.description'],
        patterns,
      ),
    );

/** A page of the organization's applications, most recently added first. */
export const findOrganizationApplications = (
  scope: TenantScope,
  organizationId: string,
  patterns: readonly string[],
  page: Page,
) =>
  applicationsOf(scope, organizationId, patterns)
    .selectAll('applications')
    .orderBy('organization_application_relations.created_at', 'desc')
    .orderBy('organization_application_relations.application_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countOrganizationApplications = (
  scope: TenantScope,
  organizationId: string,
  patterns: readonly string[],
) => countRows(applicationsOf(scope, organizationId, patterns));

// Roles of applications in an organization.

/** `{ application_id, id, name }` of the roles each application holds in the organization. */
export const findOrganizationRolesOfApplications = (
  scope: TenantScope,
  organizationId: string,
  applicationIds: readonly string[],
) =>
  findHeldOrganizationRoles(scope, 'application_id', 'application_id', {
    organization_id: organizationId,
    application_id: applicationIds,
  });

const rolesOfApplication = (scope: TenantScope, organizationId: string, applicationId: string) =>
  scope.selectFrom('organization_roles').where(
    'id',
    'in',
    organizationApplicationRoles.linkedIds(scope, {
      organization_id: organizationId,
      application_id: applicationId,
    }),
  );

export const findOrganizationApplicationRoles = (
  scope: TenantScope,
  organizationId: string,
  applicationId: string,
  page: Page,
) =>
  readPage(rolesOfApplication(scope, organizationId, applicationId).selectAll(), 'by-name', page);

export const countOrganizationApplicationRoles = (
  scope: TenantScope,
  organizationId: string,
  applicationId: string,
) => countRows(rolesOfApplication(scope, organizationId, applicationId));

export const insertOrganizationApplicationRoles = (
  scope: TenantScope,
  organizationId: string,
  applicationIds: readonly string[],
  roleIds: readonly string[],
) =>
  organizationApplicationRoles.insertLinks(
    scope,
    applicationIds.map((applicationId) => ({
      organization_id: organizationId,
      application_id: applicationId,
    })),
    roleIds,
  );

export const deleteOrganizationApplicationRolesExcept = (
  scope: TenantScope,
  organizationId: string,
  applicationId: string,
  keep: readonly string[],
) =>
  organizationApplicationRoles.deleteLinksExcept(
    scope,
    { organization_id: organizationId, application_id: applicationId },
    keep,
  );

export const deleteOrganizationApplicationRole = (
  scope: TenantScope,
  organizationId: string,
  applicationId: string,
  roleId: string,
) =>
  organizationApplicationRoles.deleteLink(
    scope,
    { organization_id: organizationId, application_id: applicationId },
    roleId,
  );

// An application's organizations.

const organizationsOfApplication = (scope: TenantScope, applicationId: string) =>
  scope
    .selectFrom('organizations')
    .where(
      'id',
      'in',
      scope
        .selectFrom('organization_application_relations')
        .select('organization_id')
        .where('application_id', '=', applicationId),
    );

export const findOrganizationsOfApplication = (
  scope: TenantScope,
  applicationId: string,
  page: Page,
) => readPage(organizationsOfApplication(scope, applicationId).selectAll(), 'newest-first', page);

export const countOrganizationsOfApplication = (scope: TenantScope, applicationId: string) =>
  countRows(organizationsOfApplication(scope, applicationId));

/** `{ organization_id, id, name }` of the roles an application holds in the given organizations. */
export const findOrganizationRolesOfApplication = (
  scope: TenantScope,
  applicationId: string,
  organizationIds: readonly string[],
) =>
  findHeldOrganizationRoles(scope, 'application_id', 'organization_id', {
    application_id: applicationId,
    organization_id: organizationIds,
  });
