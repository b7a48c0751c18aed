import type { Organization, OrganizationRole, OrganizationScope } from '@tessera/schemas';

/**
 * Events of the organizations area, one per webhook event of the spec: Organization,
 * OrganizationRole and OrganizationScope created, deleted and data updated, the membership of an
 * organization and the scopes of an organization role.
 */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    'organization.created': { organization: Organization };
    'organization.data.updated': { organization: Organization };
    'organization.deleted': { organizationId: string };
    /** Users or machine-to-machine applications joined or left the organization. */
    'organization.membership.updated': { organizationId: string };
    'organization_role.created': { organizationRole: OrganizationRole };
    'organization_role.data.updated': { organizationRole: OrganizationRole };
    'organization_role.deleted': { organizationRoleId: string };
    /** The organization scopes or API resource scopes the role grants changed. */
    'organization_role.scopes.updated': { organizationRoleId: string };
    'organization_scope.created': { organizationScope: OrganizationScope };
    'organization_scope.data.updated': { organizationScope: OrganizationScope };
    'organization_scope.deleted': { organizationScopeId: string };
  }
}
