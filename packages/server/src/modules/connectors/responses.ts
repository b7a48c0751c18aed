import type { ConnectorResponse, JsonObject } from '@tessera/schemas';
import type { ConnectorFactory } from './factories/index.js';
import { maskConfig } from './config.js';
import type { ConnectorRow } from './queries.js';

type MetadataOverride = ConnectorResponse['metadata'];

/** A connector as the API answers it: the factory's display data under the connector's overrides. */
export function toConnectorResponse(
  row: ConnectorRow,
  factory: ConnectorFactory,
  config: JsonObject,
): ConnectorResponse {
  const metadata = row.metadata as MetadataOverride;
  const { metadata: base } = factory;
  return {
    id: row.id,
    connectorId: row.connector_id,
    ...(base.isDemo === undefined ? {} : { isDemo: base.isDemo }),
    name: metadata.name ?? base.name,
    description: base.description,
    logo: metadata.logo ?? base.logo,
    logoDark: metadata.logoDark === undefined ? base.logoDark : metadata.logoDark,
    target: metadata.target ?? base.target,
    type: base.type,
    ...(base.isStandard === undefined ? {} : { isStandard: base.isStandard }),
    platform: base.platform,
    config: maskConfig(factory, config),
    syncProfile: row.sync_profile,
    // Only social connectors keep a provider's tokens (service.ts refuses the flag on others).
    enableTokenStorage: row.enable_token_storage,
    metadata,
    readme: base.readme,
    formItems: base.formItems,
  };
}
