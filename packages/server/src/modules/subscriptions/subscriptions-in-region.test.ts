import type { Invoice, SubscriptionPlan, SubscriptionUsageResponse, TenantResponse, TenantSubscription } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';
import { createRegionTestDatabase, type RegionTestDatabase } from '../../testing/region-database.js';
import { signTenantManagementToken } from '../../testing/tenant-management-token.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { upsertInvoice } from '../payments/invoice-queries.js';
import { updateSubscription } from './queries.js';

for (const kind of testDatabaseKinds()) {
  describe(`cloud API: the billing of a tenant whose region has its own database [home: ${kind}, US: postgres]`, () => {
    let us: RegionTestDatabase;
    let server: TestServer;
    let owner: ApiClient;
    let tenant: TenantResponse;

    beforeAll(async () => {
      us = await createRegionTestDatabase();
      server = await startTestServer(kind, { EDITION: 'cloud', DATABASE_URL_US: us.url });
      ({ cloud: owner } = await createCloudUser(server, 'region_payer'));
      tenant = await createTenantAs(owner, { name: 'America', tag: 'production', regionName: 'US' });
    });

    afterAll(async () => {
      await server?.stop();
      await us?.drop();
    });

    it('reads the plan and invoices at home and counts the usage in the region', async () => {
      const home = scopeToTenant(server.context.database.db, tenant.id);
      await updateSubscription(home, { plan_id: 'pro' });
      await upsertInvoice(home, {
        id: 'region-invoice-1',
        provider: 'sandbox',
        provider_invoice_id: 'in_region_1',
        provider_subscription_id: null,
        status: 'paid',
        plan_id: 'pro',
        amount_due: 1600,
        amount_paid: 1600,
        period_start: null,
        period_end: null,
        hosted_invoice_url: null,
      });
      const api = createApiClient(`${server.url}/t/${tenant.id}`, await signTenantManagementToken(server, tenant.id));
      const usageBefore = await owner.get<SubscriptionUsageResponse>(`/tenants/${tenant.id}/subscription-usage`);
      expect(usageBefore.status, JSON.stringify(usageBefore.body)).toBe(200);
      expect((await api.post('/applications', { name: 'Storefront', type: 'SPA' })).status).toBeLessThan(300);

      const subscription = await owner.get<TenantSubscription>(`/tenants/${tenant.id}/subscription`);
      expect(subscription.body.planId).toBe('pro');
      const pro = (await owner.get<SubscriptionPlan[]>('/subscription-plans')).body.find((plan) => plan.id === 'pro');
      const usage = await owner.get<SubscriptionUsageResponse>(`/tenants/${tenant.id}/subscription-usage`);
      expect(usage.body.quota).toEqual(pro?.quota);
      // The application is in the US database only: counted there, the home database has none of it.
      expect(usage.body.usage.applicationsLimit).toBe(Number(usageBefore.body.usage.applicationsLimit ?? 0) + 1);
      const invoices = await owner.get<{ invoices: Invoice[] }>(`/tenants/${tenant.id}/invoices`);
      expect(invoices.status).toBe(200);
      expect(invoices.body.invoices).toMatchObject([{ status: 'paid', amountDue: 1600, planName: 'Pro' }]);
    });
  });
}
