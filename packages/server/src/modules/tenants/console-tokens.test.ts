import {
  adminTenantId,
  cloudApiIndicator,
  defaultTenantId,
  organizationsResource,
  organizationsScope,
  organizationUrn,
  tenantPermissions,
  type TenantResponse,
} from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { fetchOrganizationToken, signInToConsole } from '../../testing/console-sign-in.js';
import { decodeJwtPayload } from '../../testing/management-token.js';
import { signTenantManagementToken } from '../../testing/tenant-management-token.js';
import { describeEachDatabase, type TestServer } from '../../testing/test-server.js';
import { managementApiIndicator } from '../../tenancy/tenant-urls.js';
import { createUser } from '../users/service.js';

const password = 'Gl4cier-Tundra-Cloud';

/**
 * Signs a console user in like the console does, one resource asked for in the authorization
 * request (and the organizations resource when `organizations`), and answers the access token
 * the admin tenant issues for that resource with its scopes.
 */
async function signInFor(server: TestServer, username: string, resource: string, organizations = false) {
  const tokens = await signInToConsole(server, { username, password }, {
    // In cloud the console asks for every tenant permission too (spec 000 §4.1).
    scope: `openid offline_access create:tenant manage:tenant:self all${organizations ? ` ${[organizationsScope, ...tenantPermissions].join(' ')}` : ''}`,
    // As the cloud console signs in: its API, and the organizations its memberships give tokens for.
    resource: organizations ? [resource, organizationsResource] : resource,
    tokenResource: resource,
  });
  return { token: tokens.accessToken, refreshToken: tokens.refreshToken, scope: String(decodeJwtPayload(tokens.accessToken).scope ?? '') };
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
      const cloudToken = await signInFor(server(), 'console_owner', cloudApiIndicator);
      expect(cloudToken.scope.split(' ').toSorted()).toEqual(['create:tenant', 'manage:tenant:self']);
      const cloud = createApiClient(`${server().url}/t/${adminTenantId}`, cloudToken.token);
      const created = await cloud.post<TenantResponse>('/tenants', { name: 'Console made', regionName: 'EU' });
      expect(created.status).toBe(200);

      const own = await signInFor(server(), 'console_owner', managementApiIndicator(created.body.id));
      expect(own.scope).toBe('all');
      const management = createApiClient(`${server().url}/t/${created.body.id}`, own.token);
      expect((await management.get('/applications')).status).toBe(200);
    });

    it('manages a tenant created after sign-in with the organization token of its membership', async () => {
      const signedIn = await signInFor(server(), 'console_owner', cloudApiIndicator, true);
      const cloud = createApiClient(`${server().url}/t/${adminTenantId}`, signedIn.token);
      const created = await cloud.post<TenantResponse>('/tenants', { name: 'Made later', regionName: 'EU' });
      expect(created.status).toBe(200);

      const organization = await fetchOrganizationToken(server(), signedIn.refreshToken, `t-${created.body.id}`);
      expect(organization.body).toMatchObject({ access_token: expect.any(String) });
      const claims = decodeJwtPayload(organization.body.access_token ?? '');
      expect(claims.aud).toBe(organizationUrn(`t-${created.body.id}`));
      expect(String(claims.scope).split(' ')).toEqual(expect.arrayContaining(['read:data', 'write:data', 'delete:data']));

      const management = createApiClient(`${server().url}/t/${created.body.id}`, organization.body.access_token ?? '');
      expect((await management.get('/applications')).status).toBe(200);
      const app = await management.post<{ id: string }>('/applications', { name: 'Made by a member', type: 'MachineToMachine' });
      expect(app.status).toBe(200);
      expect((await management.delete(`/applications/${app.body.id}`)).status).toBe(204);
      // The token is for this tenant alone: the default tenant and other tenants refuse it.
      const elsewhere = createApiClient(server().url, organization.body.access_token ?? '');
      expectError(await elsewhere.get('/applications'), 401, 'auth.wrong_audience');
    });

    it('refuses the organization token to a non-member, and a tenant\'s own look-alike token', async () => {
      const owner = await signInFor(server(), 'console_owner', cloudApiIndicator, true);
      const cloud = createApiClient(`${server().url}/t/${adminTenantId}`, owner.token);
      const created = await cloud.post<TenantResponse>('/tenants', { regionName: 'EU' });
      const other = await signInFor(server(), 'console_other', cloudApiIndicator, true);
      const refused = await fetchOrganizationToken(server(), other.refreshToken, `t-${created.body.id}`);
      expect(refused.status).toBe(403);

      // A token the tenant's own provider signs, for an organization of its own named alike.
      const lookAlike = await signTenantManagementToken(server(), created.body.id, {
        audience: organizationUrn(`t-${created.body.id}`),
        scope: 'read:data write:data delete:data',
      });
      const reach = createApiClient(`${server().url}/t/${created.body.id}`, lookAlike);
      expectError(await reach.get('/applications'), 403, 'auth.forbidden');
    });

    it('gives no Management API scope of a tenant to a console user who is not its admin', async () => {
      const cloudToken = await signInFor(server(), 'console_owner', cloudApiIndicator);
      const cloud = createApiClient(`${server().url}/t/${adminTenantId}`, cloudToken.token);
      const mine = await cloud.post<TenantResponse>('/tenants', { regionName: 'US' });
      expect(mine.status).toBe(200);

      for (const tenantId of [mine.body.id, defaultTenantId]) {
        const other = await signInFor(server(), 'console_other', managementApiIndicator(tenantId));
        expect(other.scope.split(' ')).not.toContain('all');
        const reach = createApiClient(`${server().url}${tenantId === defaultTenantId ? '' : `/t/${tenantId}`}`, other.token);
        expectError(await reach.get('/applications'), 403, 'auth.insufficient_permissions');
      }
    });
  },
  { EDITION: 'cloud' },
);
