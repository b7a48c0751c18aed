import { defaultTenantId } from '@tessera/schemas';
import { seedAll } from '../../bootstrap/seed.js';
import { migrateToLatest } from '../../db/migrate.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createManagementApiApp } from '../../modules/management-api/m2m-app.js';
import { findTenantById } from '../../tenancy/tenant-queries.js';
import { managementApiIndicator, tenantIssuer } from '../../tenancy/tenant-urls.js';
import { createSecretVault, loadVaultKey } from '../../utils/secret-vault.js';
import { parseOptions, print, type CliCommand } from '../command.js';
import { withDatabase } from '../with-database.js';

/** Prints the JSON a plain client_credentials request needs. */
export const createM2m: CliCommand = {
  summary: 'Create a machine-to-machine app with Management API access; prints its credentials as JSON.',
  usage: '--name <name> [--tenant default]',
  run: (config, args) => {
    const options = parseOptions(args, ['tenant', 'name']);
    const tenantId = options.tenant ?? defaultTenantId;
    const name = options.name?.trim();
    if (!name || name.length > 256) {
      throw new Error('--name is required (1 to 256 characters).');
    }
    return withDatabase(config, async ({ db }) => {
      await migrateToLatest(db);
      await seedAll(db);
      if (!(await findTenantById(db, tenantId))) {
        throw new Error(`Tenant "${tenantId}" does not exist.`);
      }
      const vault = createSecretVault(loadVaultKey(config.secretVaultKey, config.dataDir));
      const { clientId, clientSecret } = await createManagementApiApp(scopeToTenant(db, tenantId), vault, name);
      const issuer = tenantIssuer(config.endpoint, tenantId);
      print(
        JSON.stringify(
          { clientId, clientSecret, tokenEndpoint: `${issuer}/token`, resource: managementApiIndicator(tenantId) },
          null,
          2,
        ),
      );
    });
  },
};
