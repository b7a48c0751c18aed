import type { ColumnType, Generated } from 'kysely';
import type {
  OrganizationJitSsoConnectorsTable,
  SsoConnectorIdpInitiatedAuthConfigsTable,
  SsoConnectorsTable,
  UserSsoIdentitiesTable,
} from './sso-tables.js';
import type * as Saml from './saml-application-tables.js';
import type { UserTrustedDevicesTable } from './mfa-tables.js';
import type { HookDeliveriesTable, HooksTable } from './hook-tables.js';

import type { CreatedAt, Json, UpdatedAt } from './column-types.js';

export type { CreatedAt, Json, UpdatedAt } from './column-types.js';

export type TenantsTable = {
  id: string;
  name: string;
  tag: 'development' | 'production';
  created_at: CreatedAt;
};

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

/** Every table of the database. Tenant-owned tables carry `tenant_id`. */
/** One audit log entry: `payload` holds the result, who, from where and the redacted params. */
export type LogsTable = {
  tenant_id: string;
  id: string;
  key: string;
  /** Copied from the payload for the list filters' indexes. */
  user_id: string | null;
  application_id: string | null;
  payload: Json<Record<string, unknown>>;
  created_at: ColumnType<Date, Date | undefined, never>;
};

/** How many logs a tenant holds per key, kept with every write and delete of logs. */
export type LogCountsTable = {
  tenant_id: string;
  key: string;
  count: ColumnType<string, number, never>;
};

/** How many users a tenant has, kept by triggers on every insert and delete of users. */
export type UserCountsTable = {
  tenant_id: string;
  count: ColumnType<string, never, never>;
};

/** A user was active (signed in or got a token) on a UTC day; one row per user and day. */
export type DailyActiveUsersTable = {
  tenant_id: string;
  user_id: string;
  /** `YYYY-MM-DD`; read back through `to_char` so both drivers give the same text. */
  date: ColumnType<unknown, string, never>;
};

/** Tokens issued on a UTC day. */
export type DailyTokenUsageTable = {
  tenant_id: string;
  date: ColumnType<unknown, string, never>;
  count: ColumnType<string, number, never>;
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

/** An organization; `color`, `branding` and `custom_css` style its sign-in pages. */
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
  logs: LogsTable;
  log_counts: LogCountsTable;
  user_counts: UserCountsTable;
  daily_active_users: DailyActiveUsersTable;
  daily_token_usage: DailyTokenUsageTable;
  connectors: ConnectorsTable;
  custom_phrases: CustomPhrasesTable;
  passcodes: PasscodesTable;
  organizations: OrganizationsTable;
  organization_scopes: OrganizationScopesTable;
  organization_roles: OrganizationRolesTable;
  organization_role_scope_relations: OrganizationRoleScopeRelationsTable;
  organization_role_resource_scope_relations: OrganizationRoleResourceScopeRelationsTable;
  organization_user_relations: OrganizationUserRelationsTable;
  organization_role_user_relations: OrganizationRoleUserRelationsTable;
  organization_application_relations: OrganizationApplicationRelationsTable;
  organization_role_application_relations: OrganizationRoleApplicationRelationsTable;
  organization_jit_email_domains: OrganizationJitEmailDomainsTable;
  organization_jit_roles: OrganizationJitRolesTable;
  organization_invitations: OrganizationInvitationsTable;
  organization_invitation_role_relations: OrganizationInvitationRoleRelationsTable;
  organization_user_counts: OrganizationUserCountsTable;
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
  hooks: HooksTable;
  hook_deliveries: HookDeliveriesTable;
};

/** Names of the tables a tenant owns; the scoped query helpers accept only these. */
export type TenantTable = {
  [K in keyof Database]: Database[K] extends { tenant_id: string } ? K : never;
}[keyof Database];

/** A user's personal access token; `value_digest` is the hex SHA-256 of the value, never the value. */
export type PersonalAccessTokensTable = {
  tenant_id: string;
  user_id: string;
  name: string;
  value_digest: string;
  created_at: CreatedAt;
  expires_at: Date | null;
};

/** A one-time impersonation token; `token_digest` is the hex SHA-256 of the token. */
export type SubjectTokensTable = {
  tenant_id: string;
  id: string;
  token_digest: string;
  user_id: string;
  context: Json<Record<string, unknown>>;
  /** The application (or console client) that asked for it. */
  creator_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  consumed_at: Date | null;
};
