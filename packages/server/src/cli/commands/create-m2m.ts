import { defaultTenantId } from '@tessera/schemas';
import { randomBytes } from 'node:crypto';
import { seedAll } from '../../bootstrap/seed.js';
import { migrateToLatest } from '../../db/migrate.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { toJson } from '../../db/json.js';
import { insertApplication, insertApplicationSecret } from '../../modules/applications/queries.js';
import { managementApiAccessRoleName } from '../../modules/management-api/seed.js';
import { findRoleByName, insertApplicationRoles } from '../../modules/roles/queries.js';
import { findTenantById } from '../../modules/tenants/queries.js';
import { managementApiIndicator, tenantIssuer } from '../../tenancy/tenant-urls.js';
import { generateId } from '../../utils/id.js';
import { createSecretVault, loadVaultKey } from '../../utils/secret-vault.js';
import { parseOptions, print, type CliCommand } from '../command.js';
import { withDatabase } from '../with-database.js';

/**
 * A machine-to-machine application holding the built-in Management API role, printed as the
 * JSON a plain client_credentials request needs.
 */
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
      const scope = scopeToTenant(db, tenantId);
      const role = await findRoleByName(scope, managementApiAccessRoleName);
      if (!role) {
        throw new Error(`The role "${managementApiAccessRoleName}" is missing; run the seed command first.`);
      }
      const vault = createSecretVault(loadVaultKey(config.secretVaultKey, config.dataDir));
      const clientSecret = randomBytes(24).toString('base64url');
      const application = await insertApplication(scope, {
        id: generateId(),
        name,
        description: 'Created from the command line.',
        type: 'MachineToMachine',
        oidc_client_metadata: toJson({ redirectUris: [], postLogoutRedirectUris: [] }),
        custom_client_metadata: toJson({}),
        custom_data: toJson({}),
      });
      await insertApplicationSecret(scope, {
        application_id: application.id,
        name: 'default',
        value_encrypted: vault.encrypt(clientSecret),
      });
      await insertApplicationRoles(scope, application.id, [role.id]);
      const issuer = tenantIssuer(config.endpoint, tenantId);
      print(
        JSON.stringify(
          {
            clientId: application.id,
            clientSecret,
            tokenEndpoint: `${issuer}/token`,
            resource: managementApiIndicator(tenantId),
          },
          null,
          2,
        ),
      );
    });
  },
};
