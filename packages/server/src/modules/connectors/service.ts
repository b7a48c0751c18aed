import type { ConnectorCreate, ConnectorPatch, ConnectorResponse } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { decryptConfig, encryptConfig, parseConnectorConfig, restoreMaskedSecrets } from './config.js';
import { requireConnectorFactory, type ConnectorFactory } from './factories/index.js';
import {
  deleteConnectorById,
  findConnectorById,
  findConnectorByType,
  findConnectors,
  insertConnector,
  updateConnectorById,
  type ConnectorRow,
} from './queries.js';
import { toConnectorResponse } from './responses.js';
import { dropUnavailableSocialTargets } from '../sign-in-exp/service.js';
import { claimSocialTarget } from './social-targets.js';
// The connectors area's events join the catalogue wherever this service is compiled.
import './events.js';

/** The connector, or 404. */
export async function requireConnector(scope: TenantScope, id: string): Promise<ConnectorRow> {
  const connector = await findConnectorById(scope, id);
  if (!connector) {
    throw notFound('connector', id);
  }
  return connector;
}

/** A stored connector's factory; one removed from the server leaves its connectors unreadable. */
const factoryOf = (row: ConnectorRow) => requireConnectorFactory(row.connector_id, 404);

/** A stored connector as the API answers it, secrets masked. */
export const describeConnector = (vault: SecretVault, row: ConnectorRow): ConnectorResponse =>
  toConnectorResponse(row, factoryOf(row), decryptConfig(vault, row.config_encrypted));

export async function listConnectors(scope: TenantScope, vault: SecretVault, target?: string) {
  const connectors = (await findConnectors(scope)).map((row) => describeConnector(vault, row));
  return target === undefined ? connectors : connectors.filter((connector) => connector.target === target);
}

const kindTaken = (type: 'Email' | 'Sms') =>
  new RequestError(type === 'Email' ? 'connector.more_than_one_email' : 'connector.more_than_one_sms', 422);

/** A tenant sends each kind of message through one connector: a second email or SMS one is refused. */
async function assertKindFree(scope: TenantScope, factory: ConnectorFactory) {
  const { type } = factory.metadata;
  if (type !== 'Social' && (await findConnectorByType(scope, type))) {
    throw kindTaken(type);
  }
}

/** Only a social sign-in brings a profile to copy, or tokens to keep; email and SMS connectors have none. */
const assertSyncable = (factory: ConnectorFactory, options: { syncProfile?: boolean; enableTokenStorage?: boolean }) => {
  if (options.syncProfile && factory.metadata.type !== 'Social') {
    throw new RequestError('connector.invalid_type_for_syncing_profile', 422);
  }
  if (options.enableTokenStorage && factory.metadata.type !== 'Social') {
    throw new RequestError('connector.invalid_request_parameters', 400, undefined, 'enableTokenStorage: social connectors only');
  }
};

export async function createConnector(scope: TenantScope, vault: SecretVault, body: ConnectorCreate) {
  const factory = requireConnectorFactory(body.connectorId);
  assertSyncable(factory, body);
  const config = parseConnectorConfig(factory, body.config ?? {});
  const { type } = factory.metadata;
  try {
    return await scope.transaction(async (scope) => {
      await scope.lockForTransaction(`connector-kind:${type}`);
      await assertKindFree(scope, factory);
      await claimSocialTarget(scope, factory, body.metadata);
      if (body.id !== undefined && (await findConnectorById(scope, body.id))) {
        throw new RequestError('entity.unique_integrity_violation', 422);
      }
      const row = await insertConnector(scope, {
        id: body.id ?? generateId(),
        connector_id: factory.metadata.id,
        type,
        config_encrypted: encryptConfig(vault, config),
        metadata: JSON.stringify(body.metadata ?? {}),
        sync_profile: body.syncProfile ?? false,
        enable_token_storage: body.enableTokenStorage ?? false,
      });
      const connector = toConnectorResponse(row, factory, config);
      scope.emit('connector.created', { connector });
      return connector;
    });
  } catch (error) {
    // The partial unique index is the last word when another instance added one at the same time.
    if (isUniqueViolation(error)) {
      throw type === 'Social' ? new RequestError('entity.unique_integrity_violation', 422) : kindTaken(type);
    }
    throw error;
  }
}

/**
 * A new config replaces the stored one whole; secrets sent back masked keep their stored values.
 * New metadata replaces the stored overrides.
 */
export async function updateConnector(scope: TenantScope, vault: SecretVault, id: string, patch: ConnectorPatch) {
  return scope.transaction(async (scope) => {
    const row = await requireConnector(scope, id);
    const factory = factoryOf(row);
    assertSyncable(factory, patch);
    if (patch.metadata) {
      await claimSocialTarget(scope, factory, patch.metadata, id);
    }
    const stored = decryptConfig(vault, row.config_encrypted);
    const config = patch.config
      ? parseConnectorConfig(factory, restoreMaskedSecrets(factory, patch.config, stored))
      : stored;
    const updated = await updateConnectorById(scope, id, {
      config_encrypted: patch.config ? encryptConfig(vault, config) : row.config_encrypted,
      metadata: JSON.stringify(patch.metadata ?? row.metadata),
      sync_profile: patch.syncProfile ?? row.sync_profile,
      enable_token_storage: patch.enableTokenStorage ?? row.enable_token_storage,
    });
    if (!updated) {
      throw notFound('connector', id);
    }
    const connector = toConnectorResponse(updated, factory, config);
    scope.emit('connector.data.updated', { connector });
    return connector;
  });
}

/** Deleting a social connector also withdraws its target from the sign-in page when no other connector serves it. */
export async function deleteConnector(scope: TenantScope, id: string) {
  await scope.transaction(async (tx) => {
    const row = await requireConnector(tx, id);
    await deleteConnectorById(tx, id);
    if (row.type === 'Social') {
      await dropUnavailableSocialTargets(tx);
    }
    tx.emit('connector.deleted', { connectorId: id });
  });
}
