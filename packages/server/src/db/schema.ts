import type { ColumnType, Generated } from 'kysely';
import type {
  OrganizationJitSsoConnectorsTable,
  SsoConnectorIdpInitiatedAuthConfigsTable,
  SsoConnectorsTable,
  UserSsoIdentitiesTable,
} from './sso-tables.js';
import type * as Saml from './saml-application-tables.js';
import type * as Org from './organization-tables.js';
import type * as AuditLog from './audit-log-tables.js';
import type { UserTrustedDevicesTable } from './mfa-tables.js';
import type { PersonalAccessTokensTable, SubjectTokensTable } from './personal-access-and-subject-token-tables.js';
import type { UserLogtoConfigsTable } from './account-tables.js';
import type { CustomDomainClaimsTable, CustomDomainsTable } from './custom-domain-tables.js';
import type { UserFederatedTokenSetsTable } from './federated-token-tables.js';
import type { HookDeliveriesTable, HooksTable } from './hook-tables.js';
import type { TenantsTable } from './tenant-tables.js';
import type { CheckoutSessionsTable, InvoicesTable } from './payment-tables.js';
import type { TenantSubscriptionsTable } from './subscription-tables.js';

import type { CreatedAt, Json, UpdatedAt } from './column-types.js';

export type { CreatedAt, Json, UpdatedAt } from './column-types.js';

export type { TenantsTable } from './tenant-tables.js';

/** Instance-wide settings that belong to no tenant. */
export type SystemsTable = {
  key: string;
  value: Json<object>;
  updated_at: Generated<Date>;
};

/** Tenant-level configuration, one JSON value per key. */
export type TenantConfigsTable = {
  tenant_id: string;
  key: string;
  value: Json<object>;
  updated_at: Generated<Date>;
};

export type UsersTable = {
  tenant_id: string;
  id: string;
  username: string | null;
  primary_email: string | null;
  primary_phone: string | null;
  password_encrypted: string | null;
  password_encryption_method: string | null;
  name: string | null;
  avatar: string | null;
  profile: Json<Record<string, unknown>>;
  application_id: string | null;
  identities: Json<Record<string, unknown>>;
  custom_data: Json<Record<string, unknown>>;
  mfa_verifications: Json<unknown[]>;
  is_suspended: Generated<boolean>;
  last_sign_in_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type ApplicationsTable = {
  tenant_id: string;
  id: string;
  name: string;
  description: string | null;
  type: string;
  oidc_client_metadata: Json<Record<string, unknown>>;
  custom_client_metadata: Json<Record<string, unknown>>;
  protected_app_metadata: Json<Record<string, unknown>> | null;
  custom_data: Json<Record<string, unknown>>;
  is_third_party: Generated<boolean>;
  created_at: CreatedAt;
};

export type ApplicationSecretsTable = {
  tenant_id: string;
  application_id: string;
  name: string;
  value_encrypted: string;
  created_at: CreatedAt;
  expires_at: Date | null;
};

export type ResourcesTable = {
  tenant_id: string;
  id: string;
  name: string;
  indicator: string;
  is_default: Generated<boolean>;
  access_token_ttl: Generated<number>;
  created_at: CreatedAt;
};

export type ScopesTable = {
  tenant_id: string;
  id: string;
  resource_id: string;
  name: string;
  description: string | null;
  created_at: CreatedAt;
};

export type RolesTable = {
  tenant_id: string;
  id: string;
  name: string;
  description: string;
  type: Generated<string>;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
};

export type RolesScopesTable = { tenant_id: string; role_id: string; scope_id: string; created_at: CreatedAt };
export type UsersRolesTable = { tenant_id: string; user_id: string; role_id: string; created_at: CreatedAt };
export type ApplicationsRolesTable = {
  tenant_id: string;
  application_id: string;
  role_id: string;
  created_at: CreatedAt;
};

/** Sign-in branding and policy links one application shows instead of the tenant's. */
export type ApplicationSignInExperiencesTable = {
  tenant_id: string;
  application_id: string;
  color: Json<Record<string, unknown>>;
  branding: Json<Record<string, unknown>>;
  custom_css: string | null;
  terms_of_use_url: string | null;
  privacy_policy_url: string | null;
  display_name: string | null;
};

/** User-claim scopes (`profile`, `email`…) a third-party application asks users to consent to. */
export type ApplicationUserConsentUserScopesTable = {
  tenant_id: string;
  application_id: string;
  user_scope: string;
  created_at: CreatedAt;
};

/** API resource scopes a third-party application asks users to consent to. */
export type ApplicationUserConsentResourceScopesTable = {
  tenant_id: string;
  application_id: string;
  scope_id: string;
  created_at: CreatedAt;
};

/** Storage of the OIDC provider: sessions, grants, codes, tokens, interactions… */
export type OidcModelInstancesTable = {
  tenant_id: string;
  model_name: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  expires_at: Date;
  consumed_at: Date | null;
};

/** Credential attempts per target, the basis of lockout decisions. */
export type SentinelActivitiesTable = {
  tenant_id: string;
  id: string;
  target_type: string;
  target_hash: string;
  action: string;
  action_result: string;
  payload: Json<Record<string, unknown>>;
  decision: Generated<string>;
  decision_expires_at: Generated<Date>;
  created_at: CreatedAt;
};

/** How many users a tenant has, kept by triggers on every insert and delete of users. */
export type UserCountsTable = {
  tenant_id: string;
  count: ColumnType<string, never, never>;
};

/** A configured connector; `connector_id` is its factory, `config_encrypted` its whole config. */
export type ConnectorsTable = {
  tenant_id: string;
  id: string;
  connector_id: string;
  type: 'Email' | 'Sms' | 'Social';
  config_encrypted: string;
  metadata: Json<Record<string, unknown>>;
  sync_profile: Generated<boolean>;
  enable_token_storage: Generated<boolean>;
  created_at: CreatedAt;
};

/** A tenant's overrides of the sign-in app's phrases in one language. */
export type CustomPhrasesTable = {
  tenant_id: string;
  id: string;
  language_tag: string;
  translation: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
};

/** A one-time code sent by the Experience API; `code` is its keyed hash. */
export type PasscodesTable = {
  tenant_id: string;
  id: string;
  interaction_jti: string;
  email: string | null;
  phone: string | null;
  type: string;
  code: string;
  consumed: Generated<boolean>;
  try_count: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date;
};

/** Every table of the database. Tenant-owned tables carry `tenant_id`. */
export type Database = {
  tenants: TenantsTable;
  systems: SystemsTable;
  tenant_configs: TenantConfigsTable;
  users: UsersTable;
  applications: ApplicationsTable;
  application_secrets: ApplicationSecretsTable;
  resources: ResourcesTable;
  scopes: ScopesTable;
  roles: RolesTable;
  roles_scopes: RolesScopesTable;
  users_roles: UsersRolesTable;
  applications_roles: ApplicationsRolesTable;
  application_sign_in_experiences: ApplicationSignInExperiencesTable;
  application_user_consent_user_scopes: ApplicationUserConsentUserScopesTable;
  application_user_consent_resource_scopes: ApplicationUserConsentResourceScopesTable;
  application_user_consent_organization_resource_scopes: ApplicationUserConsentResourceScopesTable;
  oidc_model_instances: OidcModelInstancesTable;
  sentinel_activities: SentinelActivitiesTable;
  logs: AuditLog.LogsTable;
  log_counts: AuditLog.LogCountsTable;
  user_counts: UserCountsTable;
  daily_active_users: AuditLog.DailyActiveUsersTable;
  daily_token_usage: AuditLog.DailyTokenUsageTable;
  connectors: ConnectorsTable;
  custom_phrases: CustomPhrasesTable;
  passcodes: PasscodesTable;
  organizations: Org.OrganizationsTable;
  organization_scopes: Org.OrganizationScopesTable;
  organization_roles: Org.OrganizationRolesTable;
  organization_role_scope_relations: Org.OrganizationRoleScopeRelationsTable;
  organization_role_resource_scope_relations: Org.OrganizationRoleResourceScopeRelationsTable;
  organization_user_relations: Org.OrganizationUserRelationsTable;
  organization_role_user_relations: Org.OrganizationRoleUserRelationsTable;
  organization_application_relations: Org.OrganizationApplicationRelationsTable;
  organization_role_application_relations: Org.OrganizationRoleApplicationRelationsTable;
  organization_jit_email_domains: Org.OrganizationJitEmailDomainsTable;
  organization_jit_roles: Org.OrganizationJitRolesTable;
  organization_invitations: Org.OrganizationInvitationsTable;
  organization_invitation_role_relations: Org.OrganizationInvitationRoleRelationsTable;
  organization_user_counts: Org.OrganizationUserCountsTable;
  sso_connectors: SsoConnectorsTable;
  user_sso_identities: UserSsoIdentitiesTable;
  organization_jit_sso_connectors: OrganizationJitSsoConnectorsTable;
  sso_connector_idp_initiated_auth_configs: SsoConnectorIdpInitiatedAuthConfigsTable;
  saml_application_configs: Saml.SamlApplicationConfigsTable;
  saml_application_secrets: Saml.SamlApplicationSecretsTable;
  saml_application_sessions: Saml.SamlApplicationSessionsTable;
  user_trusted_devices: UserTrustedDevicesTable;
  personal_access_tokens: PersonalAccessTokensTable;
  subject_tokens: SubjectTokensTable;
  user_logto_configs: UserLogtoConfigsTable;
  user_federated_token_sets: UserFederatedTokenSetsTable;
  hooks: HooksTable;
  hook_deliveries: HookDeliveriesTable;
  custom_domains: CustomDomainsTable;
  custom_domain_claims: CustomDomainClaimsTable;
  tenant_subscriptions: TenantSubscriptionsTable;
  checkout_sessions: CheckoutSessionsTable;
  invoices: InvoicesTable;
};

/** Names of the tables a tenant owns; the scoped query helpers accept only these. */
export type TenantTable = {
  [K in keyof Database]: Database[K] extends { tenant_id: string } ? K : never;
}[keyof Database];
