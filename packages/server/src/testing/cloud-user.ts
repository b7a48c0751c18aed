import { adminTenantId, cloudApiIndicator, type TenantResponse } from '@tessera/schemas';
import { scopeToTenant } from '../db/tenant-scope.js';
import { createUser } from '../modules/users/service.js';
import { createApiClient, type ApiClient } from './api-client.js';
import { signConsoleUserToken } from './console-user-token.js';
import type { TestServer } from './test-server.js';

/** The scopes the cloud edition's default `user` role grants a console user. */
export const consoleUserCloudScopes = 'create:tenant manage:tenant:self';

/** A console user (admin-tenant user) and a client of the cloud API, under `/t/admin`. */
export async function createCloudUser(
  server: TestServer,
  username: string,
  scope = consoleUserCloudScopes,
): Promise<{ userId: string; cloud: ApiClient }> {
  const admin = scopeToTenant(server.context.database.db, adminTenantId);
  const user = await createUser(admin, { username }, { defaultRoles: true });
  const token = await signConsoleUserToken(server, user.id, { audience: cloudApiIndicator, scope });
  return { userId: user.id, cloud: createApiClient(`${server.url}/t/${adminTenantId}`, token) };
}

/** Creates a tenant through the cloud API; fails the test unless it answers 200. */
export async function createTenantAs(cloud: ApiClient, body: Record<string, unknown> = { regionName: 'EU' }) {
  const response = await cloud.post<TenantResponse>('/tenants', body);
  if (response.status !== 200) {
    throw new Error(`Tenant not created (${response.status}): ${JSON.stringify(response.body)}`);
  }
  return response.body;
}
