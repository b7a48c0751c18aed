import type {
  CheckoutSession,
  CheckoutSessionCreateResponse,
  Invoice,
  TenantResponse,
  TenantSubscription,
} from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';
import { expectError } from '../../testing/expect-error.js';
import { signTenantManagementToken } from '../../testing/tenant-management-token.js';
import { describeEachDatabase, type TestServer } from '../../testing/test-server.js';
import { addCollaborator, decideOnSandboxPage, sandboxBrowser } from './testing/billing-helpers.js';

const callback = 'http://console.test/checkout-success-callback?state=abc123';

describeEachDatabase(
  'cloud API: sandbox checkout, subscription changes and invoices',
  (server) => {
    let owner: { userId: string; cloud: ApiClient };
    let collaborator: { userId: string; cloud: ApiClient };
    let stranger: { userId: string; cloud: ApiClient };
    let tenant: TenantResponse;

    const managementApiOf = async (instance: TestServer, tenantId: string) =>
      createApiClient(`${instance.url}/t/${tenantId}`, await signTenantManagementToken(instance, tenantId));
    const startCheckout = async (body: Record<string, unknown>, as = owner.cloud) => {
      const response = await as.post<CheckoutSessionCreateResponse>('/checkout-session', { successCallbackUrl: callback, ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    const tenantOf = async (tenantId: string) =>
      (await owner.cloud.get<TenantResponse[]>('/tenants')).body.find((each) => each.id === tenantId);

    beforeAll(async () => {
      owner = await createCloudUser(server(), 'sandbox_owner');
      collaborator = await createCloudUser(server(), 'sandbox_collaborator');
      stranger = await createCloudUser(server(), 'sandbox_stranger');
      tenant = await createTenantAs(owner.cloud, { name: 'Shop', tag: 'production', regionName: 'EU' });
      await addCollaborator(server(), tenant.id, collaborator.userId);
    });

    it('pays a checkout on the sandbox page: the plan, its quota, the period and a paid invoice follow', async () => {
      const management = await managementApiOf(server(), tenant.id);
      for (const name of ['One', 'Two', 'Three']) {
        expect((await management.post('/applications', { name, type: 'SPA' })).status).toBe(200);
      }
      expectError(await management.post('/applications', { name: 'Four', type: 'SPA' }), 403, 'subscription.quota_exceeded');

      const created = await startCheckout({ skuId: 'pro', planId: 'pro', tenantId: tenant.id });
      expect(created.redirectUri).toBe(`${server().url}/t/admin/api/sandbox-checkout/${created.sessionId}`);
      const open = await owner.cloud.get<CheckoutSession>(`/checkout-session/${created.sessionId}`);
      expect(open.body).toEqual({ id: created.sessionId, tenantId: tenant.id, planId: 'pro', skuId: 'pro', status: 'open' });

      // A form posted without the page's cookie (another site's) is refused and changes nothing.
      const browser = sandboxBrowser();
      const page = await browser.open(created.redirectUri);
      expect(page.html).toContain('Pro');
      // Nothing loads; the form posts here and may be redirected back to the console's origin.
      expect(page.policy).toContain("default-src 'none'");
      expect(page.policy).toContain("form-action 'self' http://console.test");
      expect((await browser.submit(created.redirectUri, { csrf: page.csrf ?? '', decision: 'pay' }, false)).status).toBe(403);
      expect((await owner.cloud.get<CheckoutSession>(`/checkout-session/${created.sessionId}`)).body.status).toBe('open');

      const paid = await browser.submit(created.redirectUri, { csrf: page.csrf ?? '', decision: 'pay' });
      expect(paid).toEqual({ status: 303, location: callback });
      expect((await owner.cloud.get<CheckoutSession>(`/checkout-session/${created.sessionId}`)).body.status).toBe('complete');
      const subscription = (await owner.cloud.get<TenantSubscription>(`/tenants/${tenant.id}/subscription`)).body;
      expect(subscription).toMatchObject({ planId: 'pro', status: 'active', isAddOnAvailable: true });
      const days = (Date.parse(subscription.currentPeriodEnd) - Date.parse(subscription.currentPeriodStart)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);

      expect((await management.post('/applications', { name: 'Four', type: 'SPA' })).status).toBe(200);
      const invoices = await owner.cloud.get<{ invoices: Invoice[] }>(`/tenants/${tenant.id}/invoices`);
      expect(invoices.body.invoices).toMatchObject([{ status: 'paid', amountDue: 1600, amountPaid: 1600, planName: 'Pro' }]);
      expect(await tenantOf(tenant.id)).toMatchObject({ planId: 'pro', planName: 'Pro', openInvoices: [] });

      // The page of a paid checkout is closed.
      expect((await browser.open(created.redirectUri)).status).toBe(404);
    });

    it('bills a renewal in the sandbox portal: a declined one stays open until paid', async () => {
      const portal = await owner.cloud.post<{ redirectUri: string }>(`/tenants/${tenant.id}/stripe-customer-portal`, {
        callbackUrl: 'http://console.test/tenant-settings/billing-history',
      });
      expect(portal.status, JSON.stringify(portal.body)).toBe(200);
      expect(portal.body.redirectUri).toContain('/t/admin/api/sandbox-portal/');

      expect((await decideOnSandboxPage(portal.body.redirectUri, 'decline')).status).toBe(303);
      const overdue = await tenantOf(tenant.id);
      expect(overdue?.openInvoices).toMatchObject([{ status: 'open', amountDue: 1600, amountPaid: 0 }]);
      expect(overdue?.subscription.status).toBe('past_due');

      expect((await decideOnSandboxPage(portal.body.redirectUri, 'pay')).status).toBe(303);
      const settled = await tenantOf(tenant.id);
      expect(settled?.openInvoices).toEqual([]);
      expect(settled?.subscription.status).toBe('active');
      const history = (await owner.cloud.get<{ invoices: Invoice[] }>(`/tenants/${tenant.id}/invoices`)).body.invoices;
      expect(history.map((invoice) => invoice.status)).toEqual(['paid', 'paid', 'paid']);
    });

    it('refuses billing calls to collaborators (403) and to non-members (404)', async () => {
      const body = { skuId: 'pro', planId: 'pro', successCallbackUrl: callback, tenantId: tenant.id };
      expectError(await collaborator.cloud.post('/checkout-session', body), 403, 'tenant.permission_denied');
      expectError(await collaborator.cloud.delete(`/tenants/${tenant.id}/subscription`), 403, 'tenant.permission_denied');
      expectError(await collaborator.cloud.get(`/tenants/${tenant.id}/invoices`), 403, 'tenant.permission_denied');
      expectError(
        await collaborator.cloud.post(`/tenants/${tenant.id}/stripe-customer-portal`, { callbackUrl: callback }),
        403,
        'tenant.permission_denied',
      );
      expect((await collaborator.cloud.get(`/tenants/${tenant.id}/subscription`)).status).toBe(200);

      expectError(await stranger.cloud.post('/checkout-session', body), 404, 'tenant.not_found');
      expectError(await stranger.cloud.delete(`/tenants/${tenant.id}/subscription`), 404, 'tenant.not_found');
      expectError(await stranger.cloud.get(`/tenants/${tenant.id}/invoices`), 404, 'tenant.not_found');
      expectError(
        await stranger.cloud.post(`/tenants/${tenant.id}/stripe-customer-portal`, { callbackUrl: callback }),
        404,
        'tenant.not_found',
      );
      const mine = await startCheckout({ skuId: 'pro', tenantId: tenant.id });
      expectError(await stranger.cloud.get(`/checkout-session/${mine.sessionId}`), 404, 'entity.not_exists_with_id');
    });

    it('refuses plans that are not sold and callback addresses that are not http(s)', async () => {
      const post = (body: Record<string, unknown>) =>
        owner.cloud.post('/checkout-session', { successCallbackUrl: callback, tenantId: tenant.id, ...body });
      expectError(await post({ skuId: 'enterprise' }), 400, 'subscription.plan_not_sold');
      expectError(await post({ skuId: 'free' }), 400, 'subscription.plan_not_sold');
      expectError(await post({ skuId: 'dev' }), 400, 'subscription.plan_not_sold');
      expectError(await post({ skuId: 'pro', planId: 'enterprise' }), 400, 'subscription.plan_not_sold');
      expectError(await post({ skuId: 'pro', successCallbackUrl: 'javascript:alert(1)' }), 400, 'guard.invalid_input');
    });

    it('declining a checkout expires it and leaves the plan as it was', async () => {
      const other = await createTenantAs(owner.cloud, { name: 'Declined', tag: 'production', regionName: 'EU' });
      const created = await startCheckout({
        skuId: 'pro',
        tenantId: other.id,
        cancelCallbackUrl: 'http://console.test/cancelled',
      });
      expect(await decideOnSandboxPage(created.redirectUri, 'decline')).toEqual({ status: 303, location: 'http://console.test/cancelled' });
      expect((await owner.cloud.get<CheckoutSession>(`/checkout-session/${created.sessionId}`)).body.status).toBe('expired');
      expect((await owner.cloud.get<TenantSubscription>(`/tenants/${other.id}/subscription`)).body.planId).toBe('free');
      expectError(await owner.cloud.delete(`/tenants/${other.id}/subscription`), 400, 'subscription.not_paid');
    });

    it('cancels a subscription back to the free plan, whose quota applies again', async () => {
      const cancelled = await owner.cloud.delete<TenantSubscription>(`/tenants/${tenant.id}/subscription`);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body).toMatchObject({ planId: 'free', status: 'active' });
      expect(await tenantOf(tenant.id)).toMatchObject({ planId: 'free' });
      const management = await managementApiOf(server(), tenant.id);
      expectError(await management.post('/applications', { name: 'Five', type: 'SPA' }), 403, 'subscription.quota_exceeded');
      expectError(await owner.cloud.delete(`/tenants/${tenant.id}/subscription`), 400, 'subscription.not_paid');
      // The billing history stays.
      expect((await owner.cloud.get<{ invoices: Invoice[] }>(`/tenants/${tenant.id}/invoices`)).body.invoices).toHaveLength(3);
    });

    describe('a checkout without a tenant', () => {
      it('creates the production tenant on the paid plan when the payment completes', async () => {
        expectError(
          await owner.cloud.post('/checkout-session', { skuId: 'pro', successCallbackUrl: callback, tenantName: 'Paid' }),
          400,
          'guard.invalid_input',
        );
        const created = await startCheckout({ skuId: 'pro', tenantName: 'Paid', tenantTag: 'production', tenantRegionName: 'US' });
        const before = await owner.cloud.get<CheckoutSession>(`/checkout-session/${created.sessionId}`);
        expect(before.body).toMatchObject({ tenantId: null, status: 'open' });
        expect((await decideOnSandboxPage(created.redirectUri, 'pay')).status).toBe(303);

        const after = (await owner.cloud.get<CheckoutSession>(`/checkout-session/${created.sessionId}`)).body;
        expect(after.status).toBe('complete');
        expect(after.tenantId).toBeTruthy();
        const paid = await tenantOf(after.tenantId ?? '');
        expect(paid).toMatchObject({ name: 'Paid', tag: 'production', regionName: 'US', planId: 'pro', role: 'admin' });
        const history = (await owner.cloud.get<{ invoices: Invoice[] }>(`/tenants/${after.tenantId}/invoices`)).body.invoices;
        expect(history).toMatchObject([{ status: 'paid', amountDue: 1600 }]);
      });

      it('honours the tenant tag asked for: production by default, and no paid development tenant', async () => {
        const tenantCount = async () => (await owner.cloud.get<TenantResponse[]>('/tenants')).body.length;
        const before = await tenantCount();
        const refused = await owner.cloud.post('/checkout-session', {
          skuId: 'pro',
          successCallbackUrl: callback,
          tenantName: 'Dev paid',
          tenantTag: 'development',
          tenantRegionName: 'EU',
        });
        expectError(refused, 400, 'guard.invalid_input');
        expect(refused.body).toMatchObject({ data: { field: 'tenantTag' } });

        const untagged = await startCheckout({ skuId: 'pro', tenantName: 'Untagged', tenantRegionName: 'EU' });
        expect((await decideOnSandboxPage(untagged.redirectUri, 'pay')).status).toBe(303);
        const session = (await owner.cloud.get<CheckoutSession>(`/checkout-session/${untagged.sessionId}`)).body;
        expect(await tenantOf(session.tenantId ?? '')).toMatchObject({ name: 'Untagged', tag: 'production', planId: 'pro' });
        // The refused checkout created nothing; the paid one its tenant.
        expect(await tenantCount()).toBe(before + 1);
      });

      it('needs create:tenant', async () => {
        const limited = await createCloudUser(server(), 'sandbox_limited', 'manage:tenant:self');
        expectError(
          await limited.cloud.post('/checkout-session', { skuId: 'pro', successCallbackUrl: callback, tenantRegionName: 'EU' }),
          403,
          'auth.insufficient_permissions',
        );
      });
    });
  },
  { EDITION: 'cloud' },
);
