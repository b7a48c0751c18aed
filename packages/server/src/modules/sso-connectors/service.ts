import type { JsonObject, SsoConnectorCreate, SsoConnectorPatch, SsoConnectorResponse } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { Page } from '../../db/page.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { decryptSsoConfig, encryptSsoConfig, parseSsoConfig, restoreMaskedSsoSecrets } from './config.js';
import { checkSsoDomains } from './domains.js';
import { inspectProvider, inspectProviderQuietly } from './provider-inspection.js';
import { ssoProviderOf } from './providers.js';
import {
  countSsoConnectors,
  deleteSsoConnectorById,
  findSsoConnectorById,
  findSsoConnectorByName,
  findSsoConnectors,
  insertSsoConnector,
  updateSsoConnectorById,
  type SsoConnectorRow,
} from './queries.js';
import { toSsoConnectorResponse } from './responses.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

/** What the service needs besides the scope: the vault for configs and the tenant's public URL. */
export type SsoConnectorContext = { scope: TenantScope; vault: SecretVault; tenantBaseUrl: string };

export async function requireSsoConnector(scope: TenantScope, id: string): Promise<SsoConnectorRow> {
  const row = await findSsoConnectorById(scope, id);
  if (!row) {
    throw notFound('sso connector', id);
  }
  return row;
}

export const readSsoConfig = (vault: SecretVault, row: SsoConnectorRow) => decryptSsoConfig(vault, row.config_encrypted);

const nameTaken = (name: string) => new RequestError('single_sign_on.duplicate_connector_name', 409, { name });

async function assertNameFree(scope: TenantScope, name: string, exceptId?: string) {
  const holder = await findSsoConnectorByName(scope, name);
  if (holder && holder.id !== exceptId) {
    throw nameTaken(name);
  }
}

/** The unique index decides when two requests race for one name. */
const nameRace = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? nameTaken(name) : error;
};

/** A config from a request: checked against the provider's form, then against the IdP itself. */
async function acceptConfig(providerName: string, incoming: JsonObject, stored: JsonObject = {}) {
  const provider = ssoProviderOf(providerName);
  if (Object.keys(incoming).length === 0) {
    return {};
  }
  const config = parseSsoConfig(provider, restoreMaskedSsoSecrets(provider, incoming, stored));
  await inspectProvider(provider, config);
  return config;
}

export async function listSsoConnectors({ scope, vault, tenantBaseUrl }: SsoConnectorContext, page: Page) {
  const [total, rows] = await Promise.all([countSsoConnectors(scope), findSsoConnectors(scope, page)]);
  return { total, connectors: rows.map((row) => toSsoConnectorResponse(row, readSsoConfig(vault, row), tenantBaseUrl)) };
}

/** One connector with what its IdP publishes now (absent when the IdP cannot be reached). */
export async function describeSsoConnector({ scope, vault, tenantBaseUrl }: SsoConnectorContext, id: string) {
  const row = await requireSsoConnector(scope, id);
  const config = readSsoConfig(vault, row);
  const facts = await inspectProviderQuietly(ssoProviderOf(row.provider_name), config);
  return toSsoConnectorResponse(row, config, tenantBaseUrl, facts);
}

export async function createSsoConnector(context: SsoConnectorContext, body: SsoConnectorCreate): Promise<SsoConnectorResponse> {
  const { scope, vault, tenantBaseUrl } = context;
  const domains = checkSsoDomains(body.domains ?? []);
  const config = await acceptConfig(body.providerName, body.config ?? {});
  await assertNameFree(scope, body.connectorName);
  const row = await insertSsoConnector(scope, {
    id: generateId(),
    provider_name: body.providerName,
    connector_name: body.connectorName,
    config_encrypted: encryptSsoConfig(vault, config),
    domains: toJson(domains),
    branding: toJson(body.branding ?? {}),
    sync_profile: body.syncProfile ?? false,
    enable_token_storage: tokenStorageOf(body.providerName, body.enableTokenStorage) ?? false,
  }).catch(nameRace(body.connectorName));
  const ssoConnector = toSsoConnectorResponse(row, config, tenantBaseUrl);
  scope.emit('sso_connector.created', { ssoConnector });
  return ssoConnector;
}

/** Only OIDC connectors receive tokens from the IdP; SAML ones have none to keep. */
function tokenStorageOf(providerName: string, enable: boolean | undefined) {
  if (enable && ssoProviderOf(providerName).providerType !== 'oidc') {
    throw new RequestError('connector.invalid_request_parameters', 400, undefined, 'enableTokenStorage: OIDC connectors only');
  }
  return enable;
}

export async function updateSsoConnector(
  context: SsoConnectorContext,
  id: string,
  patch: SsoConnectorPatch,
): Promise<SsoConnectorResponse> {
  const { scope, vault, tenantBaseUrl } = context;
  const current = await requireSsoConnector(scope, id);
  const stored = readSsoConfig(vault, current);
  const domains = patch.domains === undefined ? undefined : checkSsoDomains(patch.domains);
  const config = patch.config === undefined ? stored : await acceptConfig(current.provider_name, patch.config, stored);
  if (patch.connectorName !== undefined) {
    await assertNameFree(scope, patch.connectorName, id);
  }
  const set = {
    ...(patch.connectorName === undefined ? {} : { connector_name: patch.connectorName }),
    ...(patch.config === undefined ? {} : { config_encrypted: encryptSsoConfig(vault, config) }),
    ...(domains === undefined ? {} : { domains: toJson(domains) }),
    ...(patch.branding === undefined ? {} : { branding: toJson(patch.branding) }),
    ...(patch.syncProfile === undefined ? {} : { sync_profile: patch.syncProfile }),
    ...(patch.enableTokenStorage === undefined ? {} : { enable_token_storage: tokenStorageOf(current.provider_name, patch.enableTokenStorage) }),
  };
  const row =
    Object.keys(set).length === 0
      ? current
      : await updateSsoConnectorById(scope, id, set).catch(nameRace(patch.connectorName ?? current.connector_name));
  if (!row) {
    throw notFound('sso connector', id);
  }
  const ssoConnector = toSsoConnectorResponse(row, config, tenantBaseUrl);
  scope.emit('sso_connector.data.updated', { ssoConnector });
  return ssoConnector;
}

/** Deletes the connector; its users' identities and just-in-time links go with it (cascade). */
export async function deleteSsoConnector(scope: TenantScope, id: string) {
  if (!(await deleteSsoConnectorById(scope, id))) {
    throw notFound('sso connector', id);
  }
  scope.emit('sso_connector.deleted', { ssoConnectorId: id });
}
