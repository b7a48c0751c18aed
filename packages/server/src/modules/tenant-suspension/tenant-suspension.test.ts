import { adminTenantId, cloudApiIndicator, defaultTenantId, type TenantResponse, type TenantSuspension } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { runThroughServer } from '../../cli/bridge-client.js';
import { runCliTask } from '../../cli/run-task.js';
import type { CliTask } from '../cli-bridge/tasks/task.js';
import { readBridgeFile } from '../cli-bridge/bridge-file.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { insertTestClient } from '../../testing/authorization-flow.js';
import { consoleUserCloudScopes, createCloudUser, createTenantAs } from '../../testing/cloud-user.js';
import { signConsoleUserToken } from '../../testing/console-user-token.js';
import { expectError } from '../../testing/expect-error.js';
import { requestClientCredentialsToken } from '../../testing/management-token.js';
import { signTenantManagementToken } from '../../testing/tenant-management-token.js';
import { describeEachDatabase, type TestServer } from '../../testing/test-server.js';
import { managementApiIndicator, managementApiScope } from '../../tenancy/tenant-urls.js';
import { createApplication } from '../applications/service.js';
import { managementApiAccessRoleName } from '../management-api/seed.js';
import { findRoleByName, insertApplicationRoles } from '../roles/queries.js';
import { findUserScopeNamesForResource } from '../roles/queries.js';
import { findResourceByIndicator } from '../resources/queries.js';
import { tenantOperatorTask, tenantSuspendTask, tenantUnsuspendTask } from './cli-commands.js';

/** A machine-to-machine app of the tenant holding its Management API access role. */
async function createTenantMachine(server: TestServer, tenantId: string) {
  const { database, vault } = server.context;
  const scope = scopeToTenant(database.db, tenantId);
  const { application, secret } = await createApplication(scope, vault, { name: 'Machine', type: 'MachineToMachine' });
  const role = await findRoleByName(scope, managementApiAccessRoleName);
  await insertApplicationRoles(scope, application.id, [role?.id ?? '']);
  server.context.bus.publish({ kind: 'resources', tenantId });
  return { id: application.id, secret: secret ?? '' };
}

/**
 * Runs a command the way `npm run cli` does: through the running server that holds the embedded
 * database (this process is that server's, so the bridge is called directly), or straight on
 * PostgreSQL.
 */
async function runCommand(server: TestServer, name: string, task: CliTask, options: Record<string, string>) {
  const { dataDir } = server.database;
  const bridge = server.database.kind === 'pglite' ? readBridgeFile(dataDir) : undefined;
  return bridge
    ? runThroughServer(bridge, dataDir, name, options)
    : runCliTask(server.context.config, name, task, options);
}

/** What a browser meets at the tenant's authorization endpoint. */
const openAuthorization = (server: TestServer, tenantId: string, clientId: string) =>
  fetch(
    `${server.url}/t/${tenantId}/oidc/auth?${new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: 'http://localhost/cb',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })}`,
    { redirect: 'manual', headers: { Accept: 'text/html', 'Accept-Language': 'de' } },
  );

describeEachDatabase(
  'tenant suspension',
  (server) => {
    let owner: { userId: string; cloud: ApiClient };
    let operator: ApiClient;
    let tenantId: string;
    let machine: { id: string; secret: string };
    let browserClientId: string;
    let management: ApiClient;

    const listedSuspension = async () => {
      const list = await owner.cloud.get<TenantResponse[]>('/tenants');
      return list.body.find((tenant) => tenant.id === tenantId)?.isSuspended;
    };
    const token = () =>
      requestClientCredentialsToken(
        server(),
        machine,
        { resource: managementApiIndicator(tenantId), scope: managementApiScope },
        `/t/${tenantId}`,
      );

    /** The tenant serves: API, tokens and sign-in. */
    const expectServing = async () => {
      expect((await management.get('/applications')).status).toBe(200);
      expect((await token()).status).toBe(200);
      expect((await openAuthorization(server(), tenantId, browserClientId)).status).toBe(303);
      // The sign-in app's page (503 in a checkout whose sign-in app is not built yet).
      const signInPage = await fetch(`${server().url}/t/${tenantId}/sign-in`, { headers: { Accept: 'text/html' } });
      expect([200, 503]).toContain(signInPage.status);
    };

    /** The tenant refuses: the coded error for APIs and tokens, a page for the browser. */
    const expectRefused = async () => {
      expectError(await management.get('/applications'), 403, 'tenant.suspended');
      const refusedToken = await token();
      expect(refusedToken.status).toBe(403);
      expect(refusedToken.body).toMatchObject({ error: 'access_denied', code: 'tenant.suspended' });
      const page = await openAuthorization(server(), tenantId, browserClientId);
      expect(page.status).toBe(403);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('lang="de"');
      expect(html).toContain('data-code="tenant.suspended"');
      expect(html).toContain('gesperrt');
      // The sign-in app's own page of the tenant, and its API, refuse alike.
      const signInPage = await fetch(`${server().url}/t/${tenantId}/sign-in`, { headers: { Accept: 'text/html' } });
      expect(signInPage.status).toBe(403);
      expect(await signInPage.text()).toContain('data-code="tenant.suspended"');
      const experience = await fetch(`${server().url}/t/${tenantId}/api/experience`, { method: 'PUT' });
      expect(experience.status).toBe(403);
      expect(await experience.json()).toMatchObject({ code: 'tenant.suspended' });
    };

    beforeAll(async () => {
      owner = await createCloudUser(server(), 'suspension_owner');
      tenantId = (await createTenantAs(owner.cloud, { name: 'Suspendable', regionName: 'EU' })).id;
      machine = await createTenantMachine(server(), tenantId);
      browserClientId = await insertTestClient(server().context.database.db, { tenantId });
      management = createApiClient(`${server().url}/t/${tenantId}`, await signTenantManagementToken(server(), tenantId));
      const operatorUser = await createCloudUser(server(), 'suspension_operator');
      const { context } = server();
      const deps = {
        db: context.database.db,
        database: context.database,
        config: context.config,
        vault: context.vault,
        scopeOf: context.scopeOf,
        databaseOf: context.tenants.databaseOf,
        tenantScope: context.tenantScope,
        seed: async () => undefined,
        logger: context.logger,
      };
      await tenantOperatorTask.run(deps, { user: operatorUser.userId });
      const token = await signConsoleUserToken(server(), operatorUser.userId, {
        audience: cloudApiIndicator,
        scope: `${consoleUserCloudScopes} suspend:tenant`,
      });
      operator = createApiClient(`${server().url}/t/${adminTenantId}`, token);
    });

    it('grants suspend:tenant through the operator role only', async () => {
      const admin = scopeToTenant(server().context.database.db, adminTenantId);
      const cloudApi = await findResourceByIndicator(admin, cloudApiIndicator);
      expect(await findUserScopeNamesForResource(admin, owner.userId, cloudApi?.id ?? '')).not.toContain('suspend:tenant');
      expectError(await owner.cloud.post(`/tenants/${tenantId}/suspension`), 403, 'auth.insufficient_permissions');
      expectError(await owner.cloud.delete(`/tenants/${tenantId}/suspension`), 403, 'auth.insufficient_permissions');
      await expectServing();
      expect(await listedSuspension()).toBe(false);
    });

    it('suspends through the cloud API and lifts it again', async () => {
      const suspended = await operator.post<TenantSuspension>(`/tenants/${tenantId}/suspension`);
      expect(suspended.status).toBe(200);
      expect(suspended.body).toMatchObject({ tenantId, isSuspended: true });
      expect(suspended.body.suspendedAt).toBeGreaterThan(0);
      await expectRefused();
      expect(await listedSuspension()).toBe(true);
      // Suspending again keeps the first date.
      const again = await operator.post<TenantSuspension>(`/tenants/${tenantId}/suspension`);
      expect(again.body.suspendedAt).toBe(suspended.body.suspendedAt);

      const lifted = await operator.delete<TenantSuspension>(`/tenants/${tenantId}/suspension`);
      expect(lifted.body).toEqual({ tenantId, isSuspended: false, suspendedAt: null });
      await expectServing();
      expect(await listedSuspension()).toBe(false);
    });

    it('suspends and lifts through the CLI command, seen by the running server', async () => {
      // On the embedded database the command goes through the running server; on PostgreSQL it
      // writes directly and the server sees it when its cached answer expires.
      const output = await runCommand(server(), 'tenant-suspend', tenantSuspendTask, { tenant: tenantId });
      expect(JSON.parse(output)).toMatchObject({ tenantId, isSuspended: true });
      await expect.poll(async () => (await management.get('/applications')).status, { timeout: 10_000 }).toBe(403);
      await expectRefused();
      expect(await listedSuspension()).toBe(true);

      await runCommand(server(), 'tenant-unsuspend', tenantUnsuspendTask, { tenant: tenantId });
      await expect.poll(async () => (await management.get('/applications')).status, { timeout: 10_000 }).toBe(200);
      await expectServing();
      expect(await listedSuspension()).toBe(false);
    });

    it('refuses the built-in tenants and unknown ones', async () => {
      expectError(await operator.post(`/tenants/${defaultTenantId}/suspension`), 400, 'tenant.suspension_not_allowed');
      expectError(await operator.post(`/tenants/${adminTenantId}/suspension`), 400, 'tenant.suspension_not_allowed');
      expectError(await operator.post('/tenants/nosuch/suspension'), 404, 'tenant.not_found');
      await expect(
        runCommand(server(), 'tenant-suspend', tenantSuspendTask, { tenant: 'nosuch' }),
      ).rejects.toThrow('"nosuch" was not found');
    });

    it('keeps other tenants serving while one is suspended', async () => {
      const other = (await createTenantAs(owner.cloud, { regionName: 'US' })).id;
      await operator.post(`/tenants/${tenantId}/suspension`);
      const otherApi = createApiClient(`${server().url}/t/${other}`, await signTenantManagementToken(server(), other));
      expect((await otherApi.get('/applications')).status).toBe(200);
      expect((await fetch(`${server().url}/t/${other}/oidc/.well-known/openid-configuration`)).status).toBe(200);
      await operator.delete(`/tenants/${tenantId}/suspension`);
    });
  },
  { EDITION: 'cloud' },
);

describe('tenant suspension in the open-source edition', () => {
  describeEachDatabase('suspension', (server) => {
    it('has no suspension API and no CLI command', async () => {
      const { cloud } = await createCloudUser(server(), 'oss_operator', 'suspend:tenant');
      expectError(await cloud.post('/tenants/abcdef/suspension'), 404, 'route.not_found');
      await expect(
        runCommand(server(), 'tenant-suspend', tenantSuspendTask, { tenant: 'abcdef' }),
      ).rejects.toThrow('cloud edition');
    });
  });
});
