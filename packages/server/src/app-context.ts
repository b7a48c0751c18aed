import type { InvalidationBus } from './cache/invalidation-bus.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Logger } from './logger.js';
import type { ProviderRegistry } from './oidc/provider-registry.js';
import type { TenantRegistry } from './tenancy/tenant-registry.js';
import type { SecretVault } from './utils/secret-vault.js';

/** What the composition root hands to each module: dependencies as arguments, never globals. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  bus: InvalidationBus;
  vault: SecretVault;
  providers: ProviderRegistry;
  tenants: TenantRegistry;
};
