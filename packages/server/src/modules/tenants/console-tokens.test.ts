import { createHash, randomBytes } from 'node:crypto';
import { adminTenantId, cloudApiIndicator, consoleClientId, defaultTenantId, type TenantResponse } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { AuthorizationFlow } from '../../testing/authorization-flow.js';
import { decodeJwtPayload } from '../../testing/management-token.js';
import { describeEachDatabase, type TestServer } from '../../testing/test-server.js';
import { managementApiIndicator } from '../../tenancy/tenant-urls.js';
import { createUser } from '../users/service.js';

const password = 'Gl4cier-Tundra-Cloud';

/**
 * Signs a console user in like the console does (the admin tenant's `admin-console` client, one
 * resource asked for in the authorization request) and answers the access token the admin tenant
 * issues for that resource, or its error.
 */
async function signInToConsole(server: TestServer, username: string, resource: string) {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${server.context.config.endpoint}/console/callback`;
  const browser = await new AuthorizationFlow(server.url, consoleClientId, `/t/${adminTenantId}`, redirectUri).start({
    scope: 'openid offline_access create:tenant manage:tenant:self all',
    resource,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  const answer = await browser.api<{ redirectTo: string }>('POST', '/sign-in', { identifier: username, password });
  expect(answer.status).toBe(200);
  const callback = await browser.follow(answer.body.redirectTo);
  expect(callback.toString()).toContain('code=');
  const response = await fetch(`${server.url}/t/${adminTenantId}/oidc/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: consoleClientId,
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
      resource,
    }),
  });
  const tokens = (await response.json()) as { access_token?: string; error?: string };
  expect(tokens).toMatchObject({ access_token: expect.any(String) });
  const token = tokens.access_token ?? '';
  return { token, scope: String(decodeJwtPayload(token).scope ?? '') };
}

describeEachDatabase(
  'cloud tenants through the console sign-in',
  (server) => {
    beforeAll(async () => {
      const admin = scopeToTenant(server().context.database.db, adminTenantId);
      await createUser(admin, { username: 'console_owner', password }, { defaultRoles: true });
      await createUser(admin, { username: 'console_other', password }, { defaultRoles: true });
    });

    it('creates a tenant with the cloud API token, then manages it with its Management API token', async () => {
      const cloudToken = await signInToConsole(server(), 'console_owner', cloudApiIndicator);
      expect(cloudToken.scope.split(' ').toSorted()).toEqual(['create:tenant', 'manage:tenant:self']);
      const cloud = createApiClient(`${server().url}/t/${adminTenantId}`, cloudToken.token);
      const created = await cloud.post<TenantResponse>('/tenants', { name: 'Console made', regionName: 'EU' });
      expect(created.status).toBe(200);

      const own = await signInToConsole(server(), 'console_owner', managementApiIndicator(created.body.id));
      expect(own.scope).toBe('all');
      const management = createApiClient(`${server().url}/t/${created.body.id}`, own.token);
      expect((await management.get('/applications')).status).toBe(200);
    });

    it('gives no Management API scope of a tenant to a console user who is not its admin', async () => {
      const cloudToken = await signInToConsole(server(), 'console_owner', cloudApiIndicator);
      const cloud = createApiClient(`${server().url}/t/${adminTenantId}`, cloudToken.token);
      const mine = await cloud.post<TenantResponse>('/tenants', { regionName: 'US' });
      expect(mine.status).toBe(200);

      for (const tenantId of [mine.body.id, defaultTenantId]) {
        const other = await signInToConsole(server(), 'console_other', managementApiIndicator(tenantId));
        expect(other.scope.split(' ')).not.toContain('all');
        const reach = createApiClient(`${server().url}${tenantId === defaultTenantId ? '' : `/t/${tenantId}`}`, other.token);
        expectError(await reach.get('/applications'), 403, 'auth.insufficient_permissions');
      }
    });
  },
  { EDITION: 'cloud' },
);
