import { sql, type Kysely } from 'kysely';
import type { CheckoutSession, CheckoutSessionCreateResponse, TenantResponse } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';
import { startHookReceiver, type HookReceiver } from '../../testing/hook-receiver.js';
import { requestClientCredentialsToken } from '../../testing/management-token.js';
import { createRegionTestDatabase, type RegionTestDatabase } from '../../testing/region-database.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { managementApiIndicator, managementApiScope } from '../../tenancy/tenant-urls.js';
import { createApplication } from '../applications/service.js';
import { insertCustomDomain } from '../custom-domains/queries.js';
import { managementApiAccessRoleName } from '../management-api/seed.js';
import { findRoleByName, insertApplicationRoles } from '../roles/queries.js';
import { decideOnSandboxPage } from '../payments/testing/billing-helpers.js';
import { deleteOrphanedRegionTenants, orphanGraceMs } from './region-clean-up.js';
import { insertTenant } from './service.js';
import { runCliTask } from '../../cli/run-task.js';
import { createM2mTask } from '../cli-bridge/tasks/create-m2m.js';
import { requestOnHost } from '../../testing/request-on-host.js';

const parentHost = 'id.tessera.test';

/** Tables whose rows a tenant owns: a tenant's count is what one database holds of it. */
const ownedTables = ['resources', 'roles', 'tenant_configs', 'applications', 'users', 'hooks', 'logs'] as const;

/** Makes the region database refuse `operation` on one tenant's row, as an unreachable region would; answers the undo. */
async function refuseInRegion(db: Kysely<Database>, operation: 'update' | 'delete', tenantId: string) {
  const name = sql.raw(`refuse_${operation}_${tenantId}`);
  await sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'region unavailable'; end $$`.execute(db);
  await sql`create trigger ${name} before ${sql.raw(operation)} on tenants for each row when (old.id = ${sql.lit(tenantId)}) execute function ${name}()`.execute(db);
  return async () => {
    await sql`drop trigger ${name} on tenants`.execute(db);
    await sql`drop function ${name}()`.execute(db);
  };
}

const regionCopyOf = (db: Kysely<Database>, tenantId: string) =>
  db.selectFrom('tenants').select(['name', 'tag']).where('id', '=', tenantId).executeTakeFirst();

const countRows = async (db: Kysely<Database>, table: string, tenantId: string) => {
  const column = table === 'tenants' ? 'id' : 'tenant_id';
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} = ${tenantId}`.execute(db);
  return Number(rows[0]?.count ?? 0);
};

/** The tenant's rows in `db`, per table (its `tenants` row included). */
const rowsOf = async (db: Kysely<Database>, tenantId: string) =>
  Object.fromEntries(
    await Promise.all(['tenants', ...ownedTables].map(async (table) => [table, await countRows(db, table, tenantId)] as const)),
  );

/** A machine-to-machine app with the Management API role, made in the tenant's database, and its token from the tenant's provider. */
async function managementClient(server: TestServer, tenantId: string): Promise<{ api: ApiClient; token: string }> {
  const scope = scopeToTenant(await server.context.tenants.databaseOf(tenantId), tenantId);
  const { application, secret } = await createApplication(scope, server.context.vault, { name: 'Region probe', type: 'MachineToMachine' });
  const role = await findRoleByName(scope, managementApiAccessRoleName);
  if (!role || !secret) {
    throw new Error(`Tenant ${tenantId} has no Management API access role.`);
  }
  await insertApplicationRoles(scope, application.id, [role.id]);
  const token = await requestClientCredentialsToken(
    server,
    { id: application.id, secret },
    { resource: managementApiIndicator(tenantId), scope: managementApiScope },
    `/t/${tenantId}`,
  );
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return { api: createApiClient(`${server.url}/t/${tenantId}`, token.body.access_token), token: token.body.access_token };
}

for (const kind of testDatabaseKinds()) {
  describe(`cloud tenants in their region's database [home: ${kind}, US: postgres]`, () => {
    let us: RegionTestDatabase;
    let server: TestServer;
    let home: Kysely<Database>;
    let cloud: ApiClient;
    let euTenant: TenantResponse;
    let usTenant: TenantResponse;
    let receiver: HookReceiver;

    beforeAll(async () => {
      us = await createRegionTestDatabase();
      receiver = await startHookReceiver();
      server = await startTestServer(kind, {
        EDITION: 'cloud',
        ENDPOINT: `http://*.${parentHost}`,
        DATABASE_URL_US: us.url,
        HOOK_RETRY_BASE_MS: '300',
        // The webhook receiver listens on this machine.
        OUTBOUND_PRIVATE_NETWORK: 'allow',
      });
      home = server.context.database.db;
      ({ cloud } = await createCloudUser(server, 'region_owner'));
      euTenant = await createTenantAs(cloud, { name: 'Europe', regionName: 'EU' });
      usTenant = await createTenantAs(cloud, { name: 'America', regionName: 'US' });
    });

    afterAll(async () => {
      await server?.stop();
      await receiver?.close();
      await us?.drop();
    });

    it('keeps the US tenant\'s rows in the US database and its directory entry and billing at home', async () => {
      expect(usTenant.regionName).toBe('US');
      const inUs = await rowsOf(us.db, usTenant.id);
      expect(inUs.tenants).toBe(1);
      expect(inUs.resources).toBeGreaterThan(0);
      expect(inUs.roles).toBeGreaterThan(0);
      expect(inUs.tenant_configs).toBeGreaterThan(0);
      const atHome = await rowsOf(home, usTenant.id);
      expect(atHome).toMatchObject({ tenants: 1, resources: 0, roles: 0, tenant_configs: 0 });
      expect(await countRows(home, 'tenant_subscriptions', usTenant.id)).toBe(1);
      expect(await countRows(us.db, 'tenant_subscriptions', usTenant.id)).toBe(0);
      // The console's view of it (Management API resource, membership) is the admin tenant's, at home.
      const listed = await cloud.get<TenantResponse[]>('/tenants');
      expect(listed.body.map((tenant) => [tenant.id, tenant.regionName])).toEqual([
        [euTenant.id, 'EU'],
        [usTenant.id, 'US'],
      ]);
    });

    it('keeps the EU tenant (no database of its own) in the home database only', async () => {
      const atHome = await rowsOf(home, euTenant.id);
      expect(atHome.tenants).toBe(1);
      expect(atHome.resources).toBeGreaterThan(0);
      expect(atHome.tenant_configs).toBeGreaterThan(0);
      expect(Object.values(await rowsOf(us.db, euTenant.id)).every((count) => count === 0)).toBe(true);
    });

    it('removes the tenant\'s rows from its region again when the home part of the creation fails', async () => {
      const usTenantsBefore = await countRows(us.db, 'tenants', usTenant.id);
      const { rows: before } = await sql<{ id: string }>`select id from tenants`.execute(us.db);
      // A creator who does not exist cannot become the tenant's admin: the home part fails.
      await expect(
        home.transaction().execute((trx) => insertTenant(trx, 'no-such-user', { regionName: 'US' }, server.context.databases)),
      ).rejects.toThrow();
      const { rows: after } = await sql<{ id: string }>`select id from tenants`.execute(us.db);
      expect(after).toEqual(before);
      expect(await countRows(us.db, 'tenants', usTenant.id)).toBe(usTenantsBefore);
      expect((await sql<{ n: string }>`select count(*) as n from resources`.execute(us.db)).rows).toEqual(
        (await sql<{ n: string }>`select count(*) as n from resources where tenant_id = ${usTenant.id}`.execute(us.db)).rows,
      );
    });

    it('serves the US tenant\'s OIDC and Management API from the US database, and records its logs there', async () => {
      const { api } = await managementClient(server, usTenant.id);
      const created = await api.post<{ id: string }>('/users', { username: 'west_coast' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const users = await api.get<{ id: string; username: string }[]>('/users');
      expect(users.status).toBe(200);
      expect(users.body.map((user) => user.username)).toEqual(['west_coast']);
      expect(await countRows(us.db, 'users', usTenant.id)).toBe(1);
      expect(await countRows(home, 'users', usTenant.id)).toBe(0);

      // The token request is an audit log of the tenant: written in its region too.
      await server.records.flush();
      expect(await countRows(us.db, 'logs', usTenant.id)).toBeGreaterThan(0);
      expect(await countRows(home, 'logs', usTenant.id)).toBe(0);
    });

    it('refuses a tenant\'s token at the other tenant, across databases both ways', async () => {
      const usClient = await managementClient(server, usTenant.id);
      const euClient = await managementClient(server, euTenant.id);
      expect((await euClient.api.get('/users')).status).toBe(200);
      const usTokenAtEu = createApiClient(`${server.url}/t/${euTenant.id}`, usClient.token);
      const euTokenAtUs = createApiClient(`${server.url}/t/${usTenant.id}`, euClient.token);
      expect((await usTokenAtEu.get('/users')).status).toBe(401);
      expect((await euTokenAtUs.get('/users')).status).toBe(401);
      expect((await euTokenAtUs.post('/users', { username: 'intruder' })).status).toBe(401);
      expect(await countRows(us.db, 'users', usTenant.id)).toBe(1);
    });

    it('delivers the US tenant\'s webhooks from the outbox of the US database', async () => {
      const { api } = await managementClient(server, usTenant.id);
      const hook = await api.post<{ id: string }>('/hooks', {
        name: 'Region sync',
        events: ['User.Created'],
        config: { url: receiver.url, retries: 2 },
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);
      expect(await countRows(us.db, 'hooks', usTenant.id)).toBe(1);
      // The first try fails: the delivery waits for its retry in the US database's outbox.
      receiver.answer({ status: 500 });
      const before = receiver.requests.length;
      expect((await api.post('/users', { username: 'hooked' })).status).toBe(200);
      await receiver.waitFor(before + 1);
      const pending = () =>
        sql<{ attempts: number }>`select attempts from hook_deliveries where tenant_id = ${usTenant.id}`.execute(us.db);
      expect((await pending()).rows).toEqual([{ attempts: 1 }]);
      expect(await countRows(home, 'hook_deliveries', usTenant.id)).toBe(0);
      await receiver.waitFor(before + 2);
      const delivered = JSON.parse(receiver.requests.at(-1)?.body ?? '{}') as { event?: string; data?: { username?: string } };
      expect(delivered).toMatchObject({ event: 'User.Created', data: { username: 'hooked' } });
      await expect.poll(async () => (await pending()).rows.length).toBe(0);
    });

    it('serves the US tenant on its subdomain with the keys of the US database, and writes nothing of it at home', async () => {
      const discovery = await requestOnHost(`${server.url}/oidc/.well-known/openid-configuration`, `${usTenant.id}.${parentHost}`);
      expect(discovery.status).toBe(200);
      expect((JSON.parse(discovery.body) as { issuer: string }).issuer).toBe(`http://${usTenant.id}.${parentHost}/oidc`);
      const onSubdomain = await requestOnHost(`${server.url}/oidc/jwks`, `${usTenant.id}.${parentHost}`);
      const byPath = await requestOnHost(`${server.url}/t/${usTenant.id}/oidc/jwks`, parentHost);
      expect(onSubdomain.body).toBe(byPath.body);
      const { keys } = JSON.parse(byPath.body) as { keys: { kid: string }[] };
      const { rows } = await sql<{ value: unknown }>`select value from tenant_configs where tenant_id = ${usTenant.id}`.execute(us.db);
      for (const { kid } of keys) {
        expect(JSON.stringify(rows)).toContain(kid);
      }
      // After every call above (tokens, users, hooks, logs, discovery), home holds only the
      // directory entry of the US tenant.
      await server.records.flush();
      const atHome = await rowsOf(home, usTenant.id);
      expect(atHome).toEqual({ ...Object.fromEntries(ownedTables.map((table) => [table, 0])), tenants: 1 });
      expect(await countRows(home, 'oidc_model_instances', usTenant.id)).toBe(0);
    });

    it('routes a verified custom domain of the US tenant, found in the US database', async () => {
      const domain = 'login.west.example';
      // Active and checked: not due for the US database's domain checker (it would probe DNS).
      await scopeToTenant(us.db, usTenant.id).transaction(async (scope) => {
        const row = { id: 'regiondomain1', domain, status: 'Active' as const, dns_records: [], verification_token: 'token' };
        await insertCustomDomain(scope, row);
        await scope.updateTable('custom_domains').set({ next_check_at: null }).where('id', '=', row.id).execute();
      });
      const discovery = await requestOnHost(`${server.url}/oidc/.well-known/openid-configuration`, domain);
      expect(discovery.status, discovery.body).toBe(200);
      expect((JSON.parse(discovery.body) as { issuer: string }).issuer).toBe(`https://${domain}/oidc`);
      const ask = await fetch(`${server.url}/api/.well-known/custom-domains/tls-ask?domain=${domain}`);
      expect(ask.status).toBe(200);
      expect((await fetch(`${server.url}/api/.well-known/custom-domains/tls-ask?domain=other.west.example`)).status).toBe(404);
    });

    it('keeps a custom domain name to one tenant across region databases', async () => {
      // The US tenant holds login.west.example (above); its row is in the US database only.
      const { api } = await managementClient(server, euTenant.id);
      expect(await api.post('/domains', { domain: 'login.west.example' })).toMatchObject({
        status: 422,
        body: { code: 'domain.hostname_already_exists' },
      });
      expect(await countRows(home, 'custom_domains', euTenant.id)).toBe(0);
    });

    it('settles two claims of one name from two databases with the claim at home, released with the domain', async () => {
      const { api } = await managementClient(server, euTenant.id);
      const claimsOf = (domain: string) =>
        home.selectFrom('custom_domain_claims').select('tenant_id').where('domain', '=', domain).execute();
      // The US tenant has just claimed the name and is writing its domain row in the US database.
      await home.insertInto('custom_domain_claims').values({ domain: 'login.race.example', tenant_id: usTenant.id }).execute();
      expect(await api.post('/domains', { domain: 'login.race.example' })).toMatchObject({
        status: 422,
        body: { code: 'domain.hostname_already_exists' },
      });
      expect(await claimsOf('login.race.example')).toEqual([{ tenant_id: usTenant.id }]);
      await home.deleteFrom('custom_domain_claims').where('domain', '=', 'login.race.example').execute();

      const added = await api.post<{ id: string }>('/domains', { domain: 'login.race.example' });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(await claimsOf('login.race.example')).toEqual([{ tenant_id: euTenant.id }]);
      expect((await api.delete(`/domains/${added.body.id}`)).status).toBe(204);
      expect(await claimsOf('login.race.example')).toEqual([]);
    });

    it('puts a tenant a paid checkout creates in its region, with its paid plan at home', async () => {
      const started = await cloud.post<CheckoutSessionCreateResponse>('/checkout-session', {
        skuId: 'pro',
        successCallbackUrl: 'http://console.test/checkout-success-callback',
        tenantName: 'Paid west',
        tenantTag: 'production',
        tenantRegionName: 'US',
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      // The page is on the service host of ENDPOINT, which only the test server answers for here.
      const page = new URL(started.body.redirectUri);
      expect(page.host).toBe(parentHost);
      expect((await decideOnSandboxPage(`${server.url}${page.pathname}`, 'pay')).status).toBe(303);
      const session = (await cloud.get<CheckoutSession>(`/checkout-session/${started.body.sessionId}`)).body;
      const paidId = session.tenantId ?? '';
      expect(session.status).toBe('complete');
      expect((await rowsOf(us.db, paidId)).resources).toBeGreaterThan(0);
      expect(await rowsOf(home, paidId)).toMatchObject({ tenants: 1, resources: 0, tenant_configs: 0 });
      const listed = (await cloud.get<TenantResponse[]>('/tenants')).body.find((tenant) => tenant.id === paidId);
      expect(listed).toMatchObject({ regionName: 'US', planId: 'pro' });
      // Its Management API writes pass the quota guard, which reads the plan at home.
      const { api } = await managementClient(server, paidId);
      expect((await api.post('/applications', { name: 'Storefront', type: 'SPA' })).status).toBe(200);
      expect(await countRows(us.db, 'applications', paidId)).toBe(2);
    });

    it('writes what a CLI command creates for the US tenant in the US database', async () => {
      const before = { us: await countRows(us.db, 'applications', usTenant.id), home: await countRows(home, 'applications', usTenant.id) };
      // With the embedded home database the command goes through the running server; with
      // PostgreSQL the CLI opens the databases itself.
      const output = await runCliTask(server.context.config, 'create-m2m', createM2mTask, { name: 'Region CLI', tenant: usTenant.id });
      const { clientId } = JSON.parse(output) as { clientId: string };
      const inUs = await us.db.selectFrom('applications').select('name').where('tenant_id', '=', usTenant.id).where('id', '=', clientId).execute();
      expect(inUs).toEqual([{ name: 'Region CLI' }]);
      expect(await countRows(us.db, 'applications', usTenant.id)).toBe(before.us + 1);
      expect(await countRows(home, 'applications', usTenant.id)).toBe(before.home);
    });

    it('renames and re-tags the region\'s copy of the tenant row with the directory, or neither', async () => {
      const renamed = await cloud.patch<TenantResponse>(`/tenants/${usTenant.id}`, { name: 'America renamed', tag: 'production' });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(await regionCopyOf(us.db, usTenant.id)).toEqual({ name: 'America renamed', tag: 'production' });
      expect(await regionCopyOf(home, usTenant.id)).toEqual({ name: 'America renamed', tag: 'production' });

      // The region refuses the change: the directory keeps what it had, and the call can be repeated.
      const undo = await refuseInRegion(us.db, 'update', usTenant.id);
      try {
        expect((await cloud.patch(`/tenants/${usTenant.id}`, { name: 'Lost rename', tag: 'development' })).status).toBe(500);
      } finally {
        await undo();
      }
      expect(await regionCopyOf(home, usTenant.id)).toEqual({ name: 'America renamed', tag: 'production' });
      expect(await regionCopyOf(us.db, usTenant.id)).toEqual({ name: 'America renamed', tag: 'production' });
      expect((await cloud.patch(`/tenants/${usTenant.id}`, { name: 'America', tag: 'development' })).status).toBe(200);
      expect(await regionCopyOf(us.db, usTenant.id)).toEqual({ name: 'America', tag: 'development' });
    });

    it('deletes what a failed region deletion left behind with the clean-up job, and nothing else', async () => {
      const leftBehind = await createTenantAs(cloud, { name: 'Left behind', regionName: 'US' });
      const undo = await refuseInRegion(us.db, 'delete', leftBehind.id);
      try {
        expect((await cloud.delete(`/tenants/${leftBehind.id}`)).status).toBe(500);
      } finally {
        await undo();
      }
      // Gone from the directory, the tenant is gone for everyone; its rows stay in the region.
      expect((await fetch(`${server.url}/t/${leftBehind.id}/oidc/.well-known/openid-configuration`)).status).toBe(404);
      expect(await countRows(home, 'tenants', leftBehind.id)).toBe(0);
      expect((await rowsOf(us.db, leftBehind.id)).resources).toBeGreaterThan(0);

      // Young rows may be a creation under way: the job waits for them to age.
      expect(await deleteOrphanedRegionTenants(home, us.db)).toEqual([]);
      expect(await countRows(us.db, 'tenants', leftBehind.id)).toBe(1);
      const later = new Date(Date.now() + orphanGraceMs + 60_000);
      expect(await deleteOrphanedRegionTenants(home, us.db, later)).toEqual([leftBehind.id]);
      expect(Object.values(await rowsOf(us.db, leftBehind.id)).every((count) => count === 0)).toBe(true);
      // Tenants the directory names keep their rows.
      expect((await rowsOf(us.db, usTenant.id)).resources).toBeGreaterThan(0);
      expect(await deleteOrphanedRegionTenants(home, us.db, later)).toEqual([]);
    });

    it('deletes the US tenant from both databases, after which its endpoints answer 404', async () => {
      const { api } = await managementClient(server, usTenant.id);
      expect((await cloud.delete(`/tenants/${usTenant.id}`)).status).toBe(204);
      expect(Object.values(await rowsOf(us.db, usTenant.id)).every((count) => count === 0)).toBe(true);
      expect(Object.values(await rowsOf(home, usTenant.id)).every((count) => count === 0)).toBe(true);
      expect(await countRows(home, 'tenant_subscriptions', usTenant.id)).toBe(0);
      expect((await api.get('/users')).status).toBe(404);
      expect((await fetch(`${server.url}/t/${usTenant.id}/oidc/.well-known/openid-configuration`)).status).toBe(404);
      // The EU tenant is untouched.
      expect(await countRows(home, 'tenants', euTenant.id)).toBe(1);
    });
  });
}
