import { adminTenantId, type TenantResponse } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { requestClientCredentialsToken } from '../../testing/management-token.js';
import { describeEachDatabase, type TestServer } from '../../testing/test-server.js';
import { managementApiIndicator, managementApiScope } from '../../tenancy/tenant-urls.js';
import { createApplication } from '../applications/service.js';
import { consoleAdminRoleName, managementApiAccessRoleName } from '../management-api/seed.js';
import { findOrganizationById } from '../organizations/queries.js';
import { findResourceByIndicator } from '../resources/queries.js';
import { findRoleByName, insertApplicationRoles } from '../roles/queries.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';

/**
 * A machine-to-machine application of a tenant with its Management API role, and the token the
 * tenant's own provider issues to it (client_credentials at `/t/{tenantId}/oidc/token`).
 */
async function tenantManagementClient(server: TestServer, tenantId: string) {
  const scope = scopeToTenant(server.context.database.db, tenantId);
  const { application, secret } = await createApplication(scope, server.context.vault, {
    name: 'Isolation probe',
    type: 'MachineToMachine',
  });
  const role = await findRoleByName(scope, managementApiAccessRoleName);
  if (!role || !secret) {
    throw new Error(`Tenant ${tenantId} has no Management API access role.`);
  }
  await insertApplicationRoles(scope, application.id, [role.id]);
  const { status, body } = await requestClientCredentialsToken(
    server,
    { id: application.id, secret },
    { resource: managementApiIndicator(tenantId), scope: managementApiScope },
    `/t/${tenantId}`,
  );
  expect(status).toBe(200);
  return { applicationId: application.id, token: body.access_token };
}

describeEachDatabase(
  'cloud tenants: endpoints and isolation',
  (server) => {
    let cloud: ApiClient;
    let first: TenantResponse;
    let second: TenantResponse;
    const tenantUrl = (tenantId: string) => `${server().url}/t/${tenantId}`;

    beforeAll(async () => {
      ({ cloud } = await createCloudUser(server(), 'isolation_owner'));
      first = await createTenantAs(cloud, { name: 'First', regionName: 'EU' });
      second = await createTenantAs(cloud, { name: 'Second', regionName: 'US' });
    });

    it("serves a new tenant's OIDC discovery, endpoint and sign-in experience under /t/{tenantId}", async () => {
      const discovery = await fetch(`${tenantUrl(first.id)}/oidc/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      const { issuer } = (await discovery.json()) as { issuer: string };
      expect(issuer).toBe(`${server().context.config.endpoint}/t/${first.id}/oidc`);

      const endpoint = await fetch(`${server().url}/api/.well-known/endpoints/${first.id}`);
      expect(await endpoint.json()).toEqual({ user: `${server().context.config.endpoint}/t/${first.id}` });

      const signInExperience = await fetch(`${tenantUrl(first.id)}/api/.well-known/sign-in-exp`);
      expect(signInExperience.status).toBe(200);
      expect(await signInExperience.json()).toMatchObject({ tenantId: first.id, signInMode: 'SignInAndRegister' });
    });

    it("takes a Management API token of the tenant's own and never lets it read another tenant", async () => {
      const ofFirst = await tenantManagementClient(server(), first.id);
      const ofSecond = await tenantManagementClient(server(), second.id);

      const own = await createApiClient(tenantUrl(first.id), ofFirst.token).get<{ id: string }[]>('/applications');
      expect(own.status).toBe(200);
      expect(own.body.map((application) => application.id)).toEqual([ofFirst.applicationId]);

      for (const base of [tenantUrl(second.id), server().url, tenantUrl(adminTenantId)]) {
        const crossing = createApiClient(base, ofFirst.token);
        expect((await crossing.get('/applications')).status).toBe(401);
        expect((await crossing.get(`/applications/${ofSecond.applicationId}`)).status).toBe(401);
        expect((await crossing.post('/roles', { name: 'intruder', description: 'x' })).status).toBe(401);
      }
      // The first tenant's token does not name the second tenant's application either.
      const reach = await createApiClient(tenantUrl(first.id), ofFirst.token).get(`/applications/${ofSecond.applicationId}`);
      expect(reach.status).toBe(404);
    });

    it('deletes a tenant with all its data and stops serving it', async () => {
      const doomed = await createTenantAs(cloud, { name: 'Doomed', regionName: 'EU' });
      const probe = await tenantManagementClient(server(), doomed.id);
      expect((await cloud.delete(`/tenants/${doomed.id}`)).status).toBe(204);

      const listed = await cloud.get<TenantResponse[]>('/tenants');
      expect(listed.body.map((tenant) => tenant.id)).toEqual([first.id, second.id]);
      expect((await fetch(`${tenantUrl(doomed.id)}/oidc/.well-known/openid-configuration`)).status).toBe(404);
      expect((await fetch(`${server().url}/api/.well-known/endpoints/${doomed.id}`)).status).toBe(404);
      expectError(await createApiClient(tenantUrl(doomed.id), probe.token).get('/applications'), 404, 'tenant.not_found');
      expectError(await cloud.delete(`/tenants/${doomed.id}`), 404, 'tenant.not_found');

      const { db } = server().context.database;
      for (const table of ['applications', 'resources', 'roles', 'tenant_configs'] as const) {
        const rows = await db.selectFrom(table).select('tenant_id').where('tenant_id', '=', doomed.id).execute();
        expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
      }
      const admin = scopeToTenant(db, adminTenantId);
      expect(await findOrganizationById(admin, `t-${doomed.id}`)).toBeUndefined();
      expect(await findResourceByIndicator(admin, managementApiIndicator(doomed.id))).toBeUndefined();
      expect(await findRoleByName(admin, consoleAdminRoleName(doomed.id))).toBeUndefined();
      // The other tenants keep everything.
      expect((await fetch(`${tenantUrl(first.id)}/oidc/.well-known/openid-configuration`)).status).toBe(200);
    });
  },
  { EDITION: 'cloud' },
);
