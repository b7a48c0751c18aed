import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './column-types.js';

/** An organization (0013-organizations); `color`, `branding` and `custom_css` style its sign-in pages. */
export type OrganizationsTable = {
  tenant_id: string;
  id: string;
  name: string;
  description: string | null;
  custom_data: Json<Record<string, unknown>>;
  is_mfa_required: Generated<boolean>;
  color: Json<Record<string, unknown>>;
  branding: Json<Record<string, unknown>>;
  custom_css: string | null;
  created_at: CreatedAt;
};

/** A permission or a role of the organization template (the same columns). */
export type OrganizationScopesTable = {
  tenant_id: string;
  id: string;
  name: string;
  description: string | null;
  created_at: CreatedAt;
};
export type OrganizationRolesTable = OrganizationScopesTable & { type: Generated<string> };

export type OrganizationRoleScopeRelationsTable = {
  tenant_id: string;
  organization_role_id: string;
  organization_scope_id: string;
  created_at: CreatedAt;
};
export type OrganizationRoleResourceScopeRelationsTable = {
  tenant_id: string;
  organization_role_id: string;
  scope_id: string;
  created_at: CreatedAt;
};
export type OrganizationUserRelationsTable = {
  tenant_id: string;
  organization_id: string;
  user_id: string;
  created_at: CreatedAt;
};
export type OrganizationRoleUserRelationsTable = {
  tenant_id: string;
  organization_id: string;
  user_id: string;
  organization_role_id: string;
  created_at: CreatedAt;
};
export type OrganizationApplicationRelationsTable = {
  tenant_id: string;
  organization_id: string;
  application_id: string;
  created_at: CreatedAt;
};
export type OrganizationRoleApplicationRelationsTable = {
  tenant_id: string;
  organization_id: string;
  application_id: string;
  organization_role_id: string;
  created_at: CreatedAt;
};
export type OrganizationJitEmailDomainsTable = {
  tenant_id: string;
  organization_id: string;
  email_domain: string;
  created_at: CreatedAt;
};
export type OrganizationJitRolesTable = {
  tenant_id: string;
  organization_id: string;
  organization_role_id: string;
  created_at: CreatedAt;
};
export type OrganizationInvitationsTable = {
  tenant_id: string;
  id: string;
  inviter_id: string | null;
  invitee: string;
  accepted_user_id: string | null;
  organization_id: string;
  status: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
  expires_at: Date;
  /** The link of the invitation email as given (without the invitation id); null when none was sent. */
  message_link: ColumnType<string | null, string | null | undefined, string | null>;
  message_locale: ColumnType<string | null, string | null | undefined, string | null>;
};
export type OrganizationInvitationRoleRelationsTable = {
  tenant_id: string;
  organization_invitation_id: string;
  organization_role_id: string;
};
/** Members per organization, kept by triggers on `organization_user_relations`. */
export type OrganizationUserCountsTable = {
  tenant_id: string;
  organization_id: string;
  count: ColumnType<string | number, never, never>;
};
