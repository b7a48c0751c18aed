import { randomBytes } from 'node:crypto';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { generateId } from '../../utils/id.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { insertApplication, insertApplicationSecret } from '../applications/queries.js';
import { findRoleByName, insertApplicationRoles } from '../roles/queries.js';
import { managementApiAccessRoleName } from './seed.js';

/**
 * Creates a machine-to-machine application that holds the built-in Management API role of its
 * tenant, in one transaction. Returns the client id and the only copy of the plaintext secret.
 */
export async function createManagementApiApp(tenantScope: TenantScope, vault: SecretVault, name: string) {
  return tenantScope.transaction((scope) => insertManagementApiApp(scope, vault, name));
}

async function insertManagementApiApp(scope: TenantScope, vault: SecretVault, name: string) {
  const role = await findRoleByName(scope, managementApiAccessRoleName);
  if (!role) {
    throw new Error(`The role "${managementApiAccessRoleName}" is missing in tenant ${scope.tenantId}.`);
  }
  const clientSecret = randomBytes(24).toString('base64url');
  const application = await insertApplication(scope, {
    id: generateId(),
    name,
    description: 'Machine-to-machine access to the Management API.',
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
  return { clientId: application.id, clientSecret };
}
