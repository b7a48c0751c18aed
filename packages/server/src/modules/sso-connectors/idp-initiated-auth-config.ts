import type { SsoConnectorIdpInitiatedAuthConfig, SsoConnectorIdpInitiatedAuthConfigPut } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findApplicationById } from '../applications/queries.js';
import {
  deleteIdpInitiatedAuthConfig,
  findIdpInitiatedAuthConfig,
  upsertIdpInitiatedAuthConfig,
  type IdpInitiatedAuthConfigRow,
} from './idp-initiated-queries.js';
import { ssoProviderOf } from './providers.js';
import { requireSsoConnector } from './service.js';

/** The application types a user can be sent to after single sign-on started at the IdP. */
const landingApplicationTypes: ReadonlySet<string> = new Set(['Traditional', 'SPA']);

const toIdpInitiatedAuthConfig = (row: IdpInitiatedAuthConfigRow): SsoConnectorIdpInitiatedAuthConfig => ({
  tenantId: row.tenant_id,
  connectorId: row.connector_id,
  defaultApplicationId: row.default_application_id,
  redirectUri: row.redirect_uri,
  authParameters: row.auth_parameters as Record<string, string>,
  autoSendAuthorizationRequest: row.auto_send_authorization_request,
  createdAt: row.created_at.getTime(),
});

const configNotFound = (id: string) => new RequestError('single_sign_on.idp_initiated_auth_config_not_found', 404, { id });

/** The connector's settings: 404 for an unknown connector, or one without settings. */
export async function getIdpInitiatedAuthConfig(scope: TenantScope, connectorId: string) {
  await requireSsoConnector(scope, connectorId);
  const row = await findIdpInitiatedAuthConfig(scope, connectorId);
  if (!row) {
    throw configNotFound(connectorId);
  }
  return toIdpInitiatedAuthConfig(row);
}

/** The default application: a first-party traditional web or single-page application of the tenant. */
async function requireLandingApplication(scope: TenantScope, applicationId: string) {
  const application = await findApplicationById(scope, applicationId);
  if (!application || application.is_third_party || !landingApplicationTypes.has(application.type)) {
    throw new RequestError('single_sign_on.idp_initiated_authentication_invalid_application', 400, { applicationId });
  }
  return application;
}

/**
 * `PUT`: SAML connectors only (400 `single_sign_on.idp_initiated_authentication_not_supported`);
 * the application is checked, and a given redirect URI must be one the application registered.
 */
export async function setIdpInitiatedAuthConfig(
  scope: TenantScope,
  connectorId: string,
  body: SsoConnectorIdpInitiatedAuthConfigPut,
): Promise<SsoConnectorIdpInitiatedAuthConfig> {
  return scope.transaction(async (tx) => {
    const connector = await requireSsoConnector(tx, connectorId);
    if (ssoProviderOf(connector.provider_name).providerType !== 'saml') {
      throw new RequestError('single_sign_on.idp_initiated_authentication_not_supported', 400);
    }
    const application = await requireLandingApplication(tx, body.defaultApplicationId);
    const redirectUri = body.redirectUri ?? null;
    const registered = (application.oidc_client_metadata as { redirectUris?: string[] }).redirectUris ?? [];
    if (redirectUri !== null && !registered.includes(redirectUri)) {
      throw new RequestError('single_sign_on.idp_initiated_authentication_redirect_uri_not_registered', 400, {
        redirectUri,
      });
    }
    const row = await upsertIdpInitiatedAuthConfig(tx, {
      connector_id: connectorId,
      default_application_id: application.id,
      redirect_uri: redirectUri,
      auth_parameters: toJson(body.authParameters ?? {}),
      auto_send_authorization_request: body.autoSendAuthorizationRequest ?? false,
    });
    return toIdpInitiatedAuthConfig(row);
  });
}

/** `DELETE`: 404 for an unknown connector, or one without settings. */
export async function removeIdpInitiatedAuthConfig(scope: TenantScope, connectorId: string) {
  await requireSsoConnector(scope, connectorId);
  if (!(await deleteIdpInitiatedAuthConfig(scope, connectorId))) {
    throw configNotFound(connectorId);
  }
}
