import type {
  Branding,
  Organization,
  OrganizationJitEmailDomain,
  OrganizationRole,
  OrganizationRoleRef,
  OrganizationScope,
  RoleType,
} from '@tessera/schemas';
import type { OrganizationRow } from './queries.js';
import type { OrganizationRoleRow, OrganizationScopeRow } from './template-queries.js';

/** A stored organization in its API shape (`Organization` of the organizations contract). */
export const toOrganizationResponse = (row: OrganizationRow): Organization => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  description: row.description,
  customData: row.custom_data,
  isMfaRequired: row.is_mfa_required,
  // JSON columns hold what the API wrote, in the shape it validated.
  color: row.color as Organization['color'],
  branding: row.branding as Branding,
  customCss: row.custom_css,
  createdAt: row.created_at.getTime(),
});

export const toOrganizationScopeResponse = (row: OrganizationScopeRow): OrganizationScope => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  description: row.description,
});

export const toOrganizationRoleResponse = (row: OrganizationRoleRow): OrganizationRole => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type as RoleType,
});

/** The `{ id, name }` of a role as lists of what someone holds name it. */
export const toOrganizationRoleRef = (row: { id: string; name: string }): OrganizationRoleRef => ({
  id: row.id,
  name: row.name,
});

export const toJitEmailDomainResponse = (row: {
  tenant_id: string;
  organization_id: string;
  email_domain: string;
}): OrganizationJitEmailDomain => ({
  tenantId: row.tenant_id,
  organizationId: row.organization_id,
  emailDomain: row.email_domain,
});
