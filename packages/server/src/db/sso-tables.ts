import type { Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './column-types.js';

/** An enterprise SSO connector; its config is one encrypted text (it holds the client secret). */
export type SsoConnectorsTable = {
  tenant_id: string;
  id: string;
  provider_name: string;
  connector_name: string;
  config_encrypted: string;
  domains: Json<string[]>;
  branding: Json<Record<string, string>>;
  sync_profile: Generated<boolean>;
  enable_token_storage: Generated<boolean>;
  created_at: CreatedAt;
};

/** A user's identity at an enterprise identity provider, unique per issuer and subject. */
export type UserSsoIdentitiesTable = {
  tenant_id: string;
  id: string;
  user_id: string;
  sso_connector_id: string;
  issuer: string;
  identity_id: string;
  detail: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

/** SSO connectors whose users join an organization just in time. */
export type OrganizationJitSsoConnectorsTable = {
  tenant_id: string;
  organization_id: string;
  sso_connector_id: string;
  created_at: CreatedAt;
};

/** A SAML connector's IdP-initiated sign-in settings (0016-sso-idp-initiated-auth-configs). */
export type SsoConnectorIdpInitiatedAuthConfigsTable = {
  tenant_id: string;
  connector_id: string;
  default_application_id: string;
  redirect_uri: string | null;
  auth_parameters: Json<Record<string, unknown>>;
  auto_send_authorization_request: Generated<boolean>;
  created_at: CreatedAt;
};
