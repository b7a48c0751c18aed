import { defaultTenantId } from '@tessera/schemas';
import { scopeToTenant } from '../db/tenant-scope.js';
import { managementApiIndicator, managementApiScope } from '../tenancy/tenant-urls.js';
import type { TestServer } from './test-server.js';
import { managementApiAccessRoleName } from '../modules/management-api/seed.js';
import { findRoleByName, insertApplicationRoles } from '../modules/roles/queries.js';
import { createApplication } from '../modules/applications/service.js';

/** Body of a successful token response. */
export type TokenResponse = { access_token: string; token_type: string; expires_in: number; scope?: string };

/**
 * Asks a tenant's token endpoint for a client_credentials token. Resolves with the HTTP status
 * and the parsed body, so tests can assert refusals too.
 */
export async function requestClientCredentialsToken(
  server: TestServer,
  client: { id: string; secret: string },
  parameters: { resource?: string; scope?: string; organization_id?: string },
  tenantPath = '',
) {
  const credentials = `${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`;
  const body = new URLSearchParams({ grant_type: 'client_credentials' });
  for (const [key, value] of Object.entries(parameters)) {
    if (value !== undefined) {
      body.set(key, value);
    }
  }
  const response = await fetch(`${server.url}${tenantPath}/oidc/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as TokenResponse & { error?: string } };
}

/** The payload of a JWT, unverified: tests read claims of tokens they just received. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) {
    throw new Error('Not a JWT.');
  }
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * A Management API access token for the default tenant, the way an operator gets one: a
 * machine-to-machine application holding the built-in "Management API access" role asks for
 * the `all` scope of the tenant's Management API with client_credentials.
 */
export async function createManagementToken(server: TestServer): Promise<string> {
  const { database, vault } = server.context;
  const scope = scopeToTenant(database.db, defaultTenantId);
  const { application, secret } = await createApplication(scope, vault, {
    name: 'Test Management API client',
    type: 'MachineToMachine',
  });
  const role = await findRoleByName(scope, managementApiAccessRoleName);
  if (!role || !secret) {
    throw new Error('The Management API access role is not seeded.');
  }
  await insertApplicationRoles(scope, application.id, [role.id]);
  server.context.bus.publish({ kind: 'resources', tenantId: defaultTenantId });
  const { status, body } = await requestClientCredentialsToken(
    server,
    { id: application.id, secret },
    { resource: managementApiIndicator(defaultTenantId), scope: managementApiScope },
  );
  if (status !== 200 || !body.access_token) {
    throw new Error(`No Management API token (${status}): ${JSON.stringify(body)}`);
  }
  return body.access_token;
}
