import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  CheckoutSession,
  CheckoutSessionCreateResponse,
  Invoice,
  TenantResponse,
  TenantSubscription,
} from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/api-client.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';
import { expectError } from '../../testing/expect-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { startStripeServer } from './testing/stripe-server.js';

const secretKey = 'sk_test_tessera';
const webhookSecret = 'whsec_tessera_test';
const proPrice = 'price_pro_monthly';
const callback = 'http://console.test/checkout-success-callback?state=xyz789';

// The default plans, with the Stripe price of the Pro plan.
const plans = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../plans.json'), 'utf8')) as {
  plans: { id: string; sku?: Record<string, unknown> }[];
};
for (const plan of plans.plans) {
  if (plan.id === 'pro' && plan.sku) {
    plan.sku.stripePriceId = proPrice;
  }
}
const plansFile = path.join(os.tmpdir(), `tessera-stripe-plans-${process.pid}.json`);
writeFileSync(plansFile, JSON.stringify(plans));

const stripe = await startStripeServer(secretKey);
afterAll(async () => {
  await stripe.close();
  rmSync(plansFile, { force: true });
});

describeEachDatabase(
  'cloud API: Stripe checkout, webhooks, portal and cancel',
  (server) => {
    let owner: { userId: string; cloud: ApiClient };
    let tenant: TenantResponse;
    let paid: { customerId: string; subscriptionId: string; session: Record<string, unknown> };
    const webhookUrl = () => `${server().url}/t/admin/api/stripe-webhook`;
    const send = (type: string, object: Record<string, unknown>, secret = webhookSecret) =>
      stripe.sendEvent(webhookUrl(), secret, type, object);
    const subscriptionOf = async (tenantId: string) =>
      (await owner.cloud.get<TenantSubscription>(`/tenants/${tenantId}/subscription`)).body;
    const tenantOf = async (tenantId: string) =>
      (await owner.cloud.get<TenantResponse[]>('/tenants')).body.find((each) => each.id === tenantId);
    const invoice = (id: string, status: string, amountPaid: number) => ({
      id,
      object: 'invoice',
      status,
      customer: paid.customerId,
      amount_due: 1600,
      amount_paid: amountPaid,
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: paid.subscriptionId, metadata: { checkoutSessionId: paid.session.client_reference_id } },
      },
      lines: { object: 'list', data: [{ period: { start: 1_790_000_000, end: 1_792_592_000 } }] },
    });

    beforeAll(async () => {
      owner = await createCloudUser(server(), 'stripe_owner');
      tenant = await createTenantAs(owner.cloud, { name: 'Stripe shop', tag: 'production', regionName: 'EU' });
    });

    it('creates a Stripe Checkout Session in subscription mode at the plan\'s price', async () => {
      const created = await owner.cloud.post<CheckoutSessionCreateResponse>('/checkout-session', {
        skuId: 'pro',
        planId: 'pro',
        tenantId: tenant.id,
        successCallbackUrl: callback,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const call = stripe.calls.at(-1);
      expect(call).toMatchObject({
        method: 'POST',
        path: '/v1/checkout/sessions',
        fields: {
          mode: 'subscription',
          'line_items[0][price]': proPrice,
          'line_items[0][quantity]': '1',
          client_reference_id: created.body.sessionId,
          success_url: callback,
          cancel_url: callback,
        },
      });
      const [stripeSession] = [...stripe.sessions.values()].filter((session) => session.client_reference_id === created.body.sessionId);
      expect(created.body.redirectUri).toBe(stripeSession?.url);
      paid = stripe.pay(String(stripeSession?.id));
    });

    it('refuses a webhook signed with another secret, and changes nothing', async () => {
      expectError(
        { ...(await send('checkout.session.completed', paid.session, 'whsec_someone_else')), headers: new Headers() },
        400,
        'subscription.invalid_webhook_signature',
      );
      const unsigned = await fetch(webhookUrl(), { method: 'POST', body: JSON.stringify({ type: 'checkout.session.completed' }) });
      expect(unsigned.status).toBe(400);
      expect((await subscriptionOf(tenant.id)).planId).toBe('free');
    });

    it('asks for an invoice ahead of its checkout again, then applies the signed completion and the invoice', async () => {
      expect((await send('invoice.paid', invoice('in_first', 'paid', 1600))).status).toBe(409);

      const completed = await send('checkout.session.completed', paid.session);
      expect(completed).toEqual({ status: 200, body: { received: true } });
      const subscription = await subscriptionOf(tenant.id);
      expect(subscription).toMatchObject({ planId: 'pro', status: 'active', isAddOnAvailable: true });
      const item = (stripe.subscriptions.get(paid.subscriptionId)?.items as { data: { current_period_end: number }[] }).data[0];
      expect(Date.parse(subscription.currentPeriodEnd)).toBe((item?.current_period_end ?? 0) * 1000);
      const session = await owner.cloud.get<CheckoutSession>(`/checkout-session/${String(paid.session.client_reference_id)}`);
      expect(session.body).toMatchObject({ status: 'complete', tenantId: tenant.id, planId: 'pro' });

      // Stripe may deliver an event twice: the second changes nothing.
      expect((await send('checkout.session.completed', paid.session)).status).toBe(200);

      expect((await send('invoice.paid', invoice('in_first', 'paid', 1600))).status).toBe(200);
      const invoices = (await owner.cloud.get<{ invoices: Invoice[] }>(`/tenants/${tenant.id}/invoices`)).body.invoices;
      expect(invoices).toMatchObject([
        { status: 'paid', amountDue: 1600, amountPaid: 1600, planName: 'Pro', hostedInvoiceUrl: 'https://invoice.stripe.test/in_first' },
      ]);
      expect(invoices[0]?.periodStart).toBe(new Date(1_790_000_000_000).toISOString());
    });

    it('follows failed payments and subscription updates into openInvoices and the status', async () => {
      expect((await send('invoice.finalized', invoice('in_second', 'open', 0))).status).toBe(200);
      expect((await send('invoice.payment_failed', invoice('in_second', 'open', 0))).status).toBe(200);
      const subscriptionObject = { ...stripe.subscriptions.get(paid.subscriptionId), status: 'past_due' };
      expect((await send('customer.subscription.updated', subscriptionObject)).status).toBe(200);
      const overdue = await tenantOf(tenant.id);
      expect(overdue?.openInvoices).toMatchObject([{ status: 'open', amountDue: 1600, amountPaid: 0 }]);
      expect(overdue?.subscription.status).toBe('past_due');

      expect((await send('invoice.paid', invoice('in_second', 'paid', 1600))).status).toBe(200);
      expect((await send('customer.subscription.updated', { ...subscriptionObject, status: 'active' })).status).toBe(200);
      const settled = await tenantOf(tenant.id);
      expect(settled?.openInvoices).toEqual([]);
      expect(settled?.subscription.status).toBe('active');
      // Events Tessera does not follow are acknowledged.
      expect((await send('customer.created', { id: 'cus_other', object: 'customer' })).status).toBe(200);
    });

    it('catches up on invoices whose events never arrived when the billing history is read', async () => {
      stripe.invoices.set('in_second', invoice('in_second', 'paid', 1600));
      stripe.invoices.set('in_missed', invoice('in_missed', 'open', 0));
      const history = (await owner.cloud.get<{ invoices: Invoice[] }>(`/tenants/${tenant.id}/invoices`)).body.invoices;
      expect(history.map((each) => each.hostedInvoiceUrl).toSorted()).toEqual(
        ['in_first', 'in_missed', 'in_second'].map((id) => `https://invoice.stripe.test/${id}`),
      );
      expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/invoices' });
      expect((await tenantOf(tenant.id))?.openInvoices).toHaveLength(1);
      expect((await send('invoice.paid', invoice('in_missed', 'paid', 1600))).status).toBe(200);
      stripe.invoices.clear();
      expect((await tenantOf(tenant.id))?.openInvoices).toEqual([]);
    });

    it('opens a Customer Portal session for the tenant\'s customer', async () => {
      const portal = await owner.cloud.post<{ redirectUri: string }>(`/tenants/${tenant.id}/stripe-customer-portal`, {
        callbackUrl: 'http://console.test/billing',
      });
      expect(portal.status, JSON.stringify(portal.body)).toBe(200);
      expect(portal.body.redirectUri).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
      expect(stripe.calls.at(-1)).toMatchObject({
        path: '/v1/billing_portal/sessions',
        fields: { customer: paid.customerId, return_url: 'http://console.test/billing' },
      });
    });

    it('cancels at Stripe and goes back to the free plan; Stripe\'s later deletion event changes nothing', async () => {
      const cancelled = await owner.cloud.delete<TenantSubscription>(`/tenants/${tenant.id}/subscription`);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.planId).toBe('free');
      expect(stripe.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${paid.subscriptionId}` });
      expect(stripe.subscriptions.get(paid.subscriptionId)?.status).toBe('canceled');
      expect((await send('customer.subscription.deleted', { ...stripe.subscriptions.get(paid.subscriptionId) })).status).toBe(200);
      expect(await subscriptionOf(tenant.id)).toMatchObject({ planId: 'free', status: 'active' });
      expect((await owner.cloud.get<{ invoices: Invoice[] }>(`/tenants/${tenant.id}/invoices`)).body.invoices).toHaveLength(3);
    });

    it('goes back to the free plan when Stripe ends the subscription itself', async () => {
      const created = await owner.cloud.post<CheckoutSessionCreateResponse>('/checkout-session', {
        skuId: 'pro',
        tenantId: tenant.id,
        successCallbackUrl: callback,
      });
      // The tenant pays again as the same Stripe customer.
      expect(stripe.calls.at(-1)?.fields.customer).toBe(paid.customerId);
      const again = stripe.pay(String([...stripe.sessions.values()].find((each) => each.client_reference_id === created.body.sessionId)?.id));
      expect((await send('checkout.session.completed', again.session)).status).toBe(200);
      expect((await subscriptionOf(tenant.id)).planId).toBe('pro');
      expect((await send('customer.subscription.deleted', { ...stripe.subscriptions.get(again.subscriptionId), status: 'canceled' })).status).toBe(200);
      expect((await subscriptionOf(tenant.id)).planId).toBe('free');
    });

    it('cancels the subscription a later checkout replaces, so the tenant is billed once', async () => {
      const checkoutAndPay = async () => {
        const created = await owner.cloud.post<CheckoutSessionCreateResponse>('/checkout-session', {
          skuId: 'pro',
          tenantId: tenant.id,
          successCallbackUrl: callback,
        });
        const stripeSession = [...stripe.sessions.values()].find((each) => each.client_reference_id === created.body.sessionId);
        const payment = stripe.pay(String(stripeSession?.id));
        expect((await send('checkout.session.completed', payment.session)).status).toBe(200);
        return payment;
      };
      const first = await checkoutAndPay();
      const second = await checkoutAndPay();
      expect(stripe.subscriptions.get(first.subscriptionId)?.status).toBe('canceled');
      expect(stripe.subscriptions.get(second.subscriptionId)?.status).toBe('active');
      // Stripe's news of the replaced one's end leaves the tenant on its plan.
      expect((await send('customer.subscription.deleted', { ...stripe.subscriptions.get(first.subscriptionId) })).status).toBe(200);
      expect(await subscriptionOf(tenant.id)).toMatchObject({ planId: 'pro', status: 'active' });
    });
  },
  {
    EDITION: 'cloud',
    PLANS_FILE: plansFile,
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
  },
);
