import type {
  Sku,
  SubscriptionPlan,
  SubscriptionUsageResponse,
  TenantResponse,
  TenantSubscription,
} from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createManagementApiClient, type ApiClient, type ApiResponse } from '../../testing/api-client.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';
import { expectError } from '../../testing/expect-error.js';
import { signTenantManagementToken } from '../../testing/tenant-management-token.js';
import { describeEachDatabase, type TestServer } from '../../testing/test-server.js';
import { quotaRules } from './quota-rules.js';

/** A client of a tenant's Management API, holding a machine token of that tenant. */
const managementApiOf = async (server: TestServer, tenantId: string): Promise<ApiClient> =>
  createApiClient(`${server.url}/t/${tenantId}`, await signTenantManagementToken(server, tenantId));

const spa = (name: string) => ({ name, type: 'SPA' });

/** A write the plan allows: created (201) or answered with the created entity (200). */
const expectSuccess = (response: ApiResponse) => expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);

describeEachDatabase(
  'cloud API: plans, subscriptions and quotas',
  (server) => {
    let owner: { userId: string; cloud: ApiClient };
    let stranger: { userId: string; cloud: ApiClient };

    beforeAll(async () => {
      owner = await createCloudUser(server(), 'plan_owner');
      stranger = await createCloudUser(server(), 'plan_stranger');
    });

    it('lists the plans of the plans file with every quota field, and their SKUs by type', async () => {
      const plans = await owner.cloud.get<SubscriptionPlan[]>('/subscription-plans');
      expect(plans.status).toBe(200);
      expect(plans.body.map((plan) => plan.id)).toEqual(['free', 'pro', 'enterprise', 'dev', 'admin']);
      const free = plans.body.find((plan) => plan.id === 'free');
      expect(free?.quota).toMatchObject({ mauLimit: 50_000, tokenLimit: 500_000, applicationsLimit: 3, socialConnectorsLimit: 3, auditLogsRetentionDays: 3, tenantMembersLimit: 1 });
      expect(plans.body.find((plan) => plan.id === 'dev')?.quota).toMatchObject({ mauLimit: 100, auditLogsRetentionDays: 14, tenantMembersLimit: 20, ticketSupportResponseTime: 48 });
      for (const plan of plans.body) {
        expect(Object.keys(plan.quota)).toHaveLength(27);
      }

      const basic = await owner.cloud.get<Sku[]>('/skus?type=Basic');
      expect(basic.body.map((sku) => [sku.id, sku.unitPrice])).toEqual([['free', 0], ['pro', 1600], ['enterprise', null]]);
      const addOns = await owner.cloud.get<Sku[]>('/skus?type=AddOn');
      expect(addOns.body.length).toBeGreaterThan(0);
      expect(addOns.body.every((sku) => sku.type === 'AddOn')).toBe(true);
      expect((await owner.cloud.get<Sku[]>('/skus')).body).toHaveLength(basic.body.length + addOns.body.length);
      expectError(await owner.cloud.get('/skus?type=Premium'), 400, 'guard.invalid_input');
    });

    it('starts development tenants on dev and production tenants on free, and lists the plan name', async () => {
      const development = await createTenantAs(owner.cloud, { name: 'Dev', regionName: 'EU' });
      const production = await createTenantAs(owner.cloud, { name: 'Prod', tag: 'production', regionName: 'EU' });
      expect(development).toMatchObject({ planId: 'dev', planName: 'Development', quota: { mauLimit: 100, tokenLimit: null } });
      expect(production).toMatchObject({ planId: 'free', planName: 'Free', quota: { mauLimit: 50_000, tokenLimit: 500_000 } });

      const subscription = await owner.cloud.get<TenantSubscription>(`/tenants/${production.id}/subscription`);
      expect(subscription.status).toBe(200);
      expect(subscription.body).toMatchObject({ planId: 'free', status: 'active', isEnterprisePlan: false });
      const start = new Date(subscription.body.currentPeriodStart);
      expect(start.getUTCDate()).toBe(1);
      expect(new Date(subscription.body.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());

      const list = await owner.cloud.get<TenantResponse[]>('/tenants');
      expect(list.body.find((tenant) => tenant.id === production.id)?.planName).toBe('Free');
      expectError(await stranger.cloud.get(`/tenants/${production.id}/subscription`), 404, 'tenant.not_found');
      expectError(await stranger.cloud.get(`/tenants/${production.id}/subscription-usage`), 404, 'tenant.not_found');
    });

    it('moves a tenant between dev and free when its tag changes', async () => {
      const tenant = await createTenantAs(owner.cloud, { regionName: 'US' });
      const patched = await owner.cloud.patch<TenantResponse>(`/tenants/${tenant.id}`, { tag: 'production' });
      expect(patched.body).toMatchObject({ tag: 'production', planId: 'free' });
      const back = await owner.cloud.patch<TenantResponse>(`/tenants/${tenant.id}`, { tag: 'development' });
      expect(back.body).toMatchObject({ tag: 'development', planId: 'dev' });
    });

    it('refuses a write past a free tenant\'s limits with the exceeded keys, counting that tenant only', async () => {
      const tenant = await createTenantAs(owner.cloud, { name: 'Free one', tag: 'production', regionName: 'EU' });
      const other = await createTenantAs(owner.cloud, { name: 'Free two', tag: 'production', regionName: 'EU' });
      const api = await managementApiOf(server(), tenant.id);
      for (const name of ['One', 'Two', 'Three']) {
        expectSuccess(await api.post('/applications', spa(name)));
      }
      const refused = expectError(await api.post('/applications', spa('Four')), 403, 'subscription.quota_exceeded');
      expect(refused.data).toEqual({ exceededQuota: { applicationsLimit: 3 } });
      expect(refused.message).toBe('Exceeded quota limit. {"applicationsLimit":3}');
      const german = await fetch(`${server().url}/t/${tenant.id}/api/applications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await signTenantManagementToken(server(), tenant.id)}`, 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify(spa('Four')),
      });
      expect(((await german.json()) as { message: string }).message).toMatch(/^Kontingentgrenze überschritten\./);

      // Machine-to-machine apps have their own limit (1 on free); third-party apps none at all.
      expectSuccess(await api.post('/applications', { name: 'Robot', type: 'MachineToMachine' }));
      const robots = expectError(await api.post('/applications', { name: 'Robot 2', type: 'MachineToMachine' }), 403, 'subscription.quota_exceeded');
      expect(robots.data).toEqual({ exceededQuota: { machineToMachineLimit: 1 } });
      const thirdParty = expectError(await api.post('/applications', { ...spa('Partner'), isThirdParty: true }), 403, 'subscription.quota_exceeded');
      expect(thirdParty.data).toEqual({ exceededQuota: { thirdPartyApplicationsLimit: 0 } });

      // One API resource (the tenant's Management API does not count), one scope in it.
      const resource = await api.post<{ id: string }>('/resources', { name: 'Orders', indicator: 'https://orders.example.com' });
      expectSuccess(resource);
      expect(expectError(await api.post('/resources', { name: 'Stock', indicator: 'https://stock.example.com' }), 403, 'subscription.quota_exceeded').data)
        .toEqual({ exceededQuota: { resourcesLimit: 1 } });
      expectSuccess(await api.post(`/resources/${resource.body.id}/scopes`, { name: 'read:orders' }));
      expect(expectError(await api.post(`/resources/${resource.body.id}/scopes`, { name: 'write:orders' }), 403, 'subscription.quota_exceeded').data)
        .toEqual({ exceededQuota: { scopesPerResourceLimit: 1 } });

      // Features the free plan lacks.
      expect(expectError(await api.post('/organizations', { name: 'Acme' }), 403, 'subscription.quota_exceeded').data)
        .toEqual({ exceededQuota: { organizationsEnabled: false } });
      expect(expectError(await api.post('/sso-connectors', { providerName: 'OIDC', connectorName: 'Corp' }), 403, 'subscription.quota_exceeded').data)
        .toEqual({ exceededQuota: { ssoEnabled: false } });
      expect(expectError(await api.patch('/sign-in-exp', { mfa: { factors: ['Totp'], policy: 'UserControlled' } }), 403, 'subscription.quota_exceeded').data)
        .toEqual({ exceededQuota: { mfaEnabled: false } });

      // The other tenant's count starts from zero.
      const otherApi = await managementApiOf(server(), other.id);
      for (const name of ['One', 'Two', 'Three']) {
        expectSuccess(await otherApi.post('/applications', spa(name)));
      }

      const usage = await owner.cloud.get<SubscriptionUsageResponse>(`/tenants/${tenant.id}/subscription-usage`);
      expect(usage.status).toBe(200);
      expect(usage.body.quota.applicationsLimit).toBe(3);
      expect(usage.body.usage).toMatchObject({
        applicationsLimit: 3,
        machineToMachineLimit: 1,
        thirdPartyApplicationsLimit: 0,
        resourcesLimit: 1,
        organizationsLimit: 0,
        organizationsEnabled: false,
        mfaEnabled: false,
        tenantMembersLimit: 1,
        mauLimit: 0,
        tokenLimit: 0,
      });
      expect(usage.body.resources).toEqual({ [resource.body.id]: 1 });
    });

    it('counts scopes a role gets at once and later against the per-role limit', async () => {
      const tenant = await createTenantAs(owner.cloud, { tag: 'production', regionName: 'EU' });
      const api = await managementApiOf(server(), tenant.id);
      const resource = await api.post<{ id: string }>('/resources', { name: 'Api', indicator: 'https://api.example.com' });
      const scope = await api.post<{ id: string }>(`/resources/${resource.body.id}/scopes`, { name: 'read' });
      const role = await api.post<{ id: string }>('/roles', { name: 'Reader', description: 'Reads', scopeIds: [scope.body.id] });
      expectSuccess(role);
      expect(expectError(await api.post('/roles', { name: 'Writer', description: 'Writes' }), 403, 'subscription.quota_exceeded').data)
        .toEqual({ exceededQuota: { userRolesLimit: 1 } });
      const usage = await owner.cloud.get<SubscriptionUsageResponse>(`/tenants/${tenant.id}/subscription-usage`);
      expect(usage.body.roles[role.body.id]).toBe(1);
      expect(usage.body.usage.userRolesLimit).toBe(1);
    });

    it('leaves development tenants and the built-in tenants free of the free plan\'s limits', async () => {
      const development = await createTenantAs(owner.cloud, { regionName: 'EU' });
      const api = await managementApiOf(server(), development.id);
      for (const name of ['One', 'Two', 'Three', 'Four']) {
        expectSuccess(await api.post('/applications', spa(name)));
      }
      expectSuccess(await api.post('/organizations', { name: 'Acme' }));
      const builtIn = await createManagementApiClient(server());
      for (const name of ['One', 'Two', 'Three', 'Four']) {
        expectSuccess(await builtIn.post('/applications', spa(name)));
      }
    });

    it('guards only routes that exist, each documented in the OpenAPI document', async () => {
      const document = (await (await fetch(`${server().url}/api/swagger.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const rule of quotaRules) {
        const path = rule.path.replaceAll(/:(\w+)/g, '{$1}');
        expect(document.paths[path]?.[rule.method.toLowerCase()], `${rule.method} ${path}`).toBeDefined();
      }
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/subscription-plans', '/skus', '/tenants/{tenantId}/subscription', '/tenants/{tenantId}/subscription-usage']),
      );
    });
  },
  { EDITION: 'cloud' },
);

describe('quotas in the open-source edition', () => {
  describeEachDatabase('never limited', (server) => {
    it('lets the default tenant create past every free limit, and has no plans API', async () => {
      const api = await createManagementApiClient(server());
      for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
        expectSuccess(await api.post('/applications', spa(name)));
      }
      for (const name of ['Robot 1', 'Robot 2']) {
        expectSuccess(await api.post('/applications', { name, type: 'MachineToMachine' }));
      }
      expectSuccess(await api.post('/organizations', { name: 'Acme' }));
      expectSuccess(await api.patch('/sign-in-exp', { mfa: { factors: ['Totp'], policy: 'UserControlled' } }));
      const { cloud } = await createCloudUser(server(), 'oss_plans');
      expectError(await cloud.get('/subscription-plans'), 404, 'route.not_found');
    });
  });
});
