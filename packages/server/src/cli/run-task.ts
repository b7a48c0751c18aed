import type { Config } from '../config.js';
import { seedAll } from '../bootstrap/seed.js';
import { DataDirError } from '../db/data-dir.js';
import { migrateToLatest } from '../db/migrate.js';
import { openRegionDatabases } from '../db/region-databases.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { createLogger } from '../logger.js';
import { createTenantRegistry } from '../tenancy/tenant-registry.js';
import { CliTaskError, type CliTask, type TaskDeps } from '../modules/cli-bridge/tasks/index.js';
import { createSecretVault, loadVaultKey, type SecretVault } from '../utils/secret-vault.js';
import { findRunningServer, runThroughServer } from './bridge-client.js';
import { withDatabase } from './with-database.js';

/** The vault key file is created only by a command that stores a secret. */
const lazyVault = (config: Config): SecretVault => {
  let vault: SecretVault | undefined;
  const open = () =>
    (vault ??= createSecretVault(loadVaultKey(config.secretVaultKey, config.dataDir)));
  return {
    encrypt: (plaintext) => open().encrypt(plaintext),
    decrypt: (ciphertext) => open().decrypt(ciphertext),
  };
};

/**
 * Runs a database command where the database can be reached: PostgreSQL and a free embedded
 * database directly; an embedded database held by a running server (one process only can open it)
 * through that server. Region databases (`DATABASE_URL_EU`/`_US`) are opened, and brought to the
 * latest migrations, as the server does at start, so a tenant's data is written where it lives.
 */
export async function runCliTask(
  config: Config,
  command: string,
  task: CliTask,
  options: Record<string, string | undefined>,
): Promise<string> {
  const parsed = task.options.safeParse(options);
  if (!parsed.success) {
    throw new CliTaskError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  }
  const server = config.databaseUrl ? undefined : findRunningServer(config.dataDir);
  if (server) {
    return runThroughServer(server, config.dataDir, command, parsed.data);
  }
  try {
    return await withDatabase(config, async (home) => {
      const { db, kind, location } = home;
      const logger = createLogger('warn');
      // A tenant's rows live in its region's database when the region has one, as in the server.
      const databases = await openRegionDatabases(home, config.regionDatabaseUrls, logger);
      try {
        const tenants = createTenantRegistry(databases, config.edition);
        const deps: TaskDeps = {
          db,
          database: { kind, location },
          config,
          vault: lazyVault(config),
          scopeOf: async (tenantId) => scopeToTenant(await tenants.databaseOf(tenantId), tenantId),
          databaseOf: tenants.databaseOf,
          tenantScope: (tenantId) => scopeToTenant(db, tenantId),
          seed: seedAll,
          logger,
        };
        if (task.needsPreparedDatabase) {
          await migrateToLatest(db);
          await seedAll(db);
        }
        return await task.run(deps, parsed.data);
      } finally {
        await databases.close();
      }
    });
  } catch (error) {
    if (error instanceof DataDirError && error.code === 'database.data_dir_locked') {
      throw new CliTaskError(
        `${error.message}\nA Tessera server that is still starting takes commands once it prints "Tessera is ready": run the command again then.`,
      );
    }
    throw error;
  }
}
