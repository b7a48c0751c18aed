import type { MiddlewareHandler } from 'hono';
import { adminTenantId, subscriptionApi } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { security } from '../../http/contract-parts.js';
import { createRouter } from '../../http/create-router.js';
import { routesOf } from '../../http/endpoint-route.js';
import { billingScopes } from '../../tenancy/billing-scopes.js';
import { findSubscription } from '../subscriptions/queries.js';
import { requireTenantPermission } from '../tenant-members/tenant-access.js';
import { assertCloudScope, cloudApiGuard } from '../tenants/cloud-guard.js';
import { applyBillingEvent } from './billing-events.js';
import { findCheckout, startCheckout } from './checkout.js';
import { findTenantInvoices } from './invoice-queries.js';
import { toInvoice } from './invoices.js';
import type { Payments } from './payments.js';
import { ProviderUnavailableError } from './provider.js';
import { sandboxPages } from './sandbox-pages.js';
import { WebhookSignatureError } from './stripe-provider.js';

const paymentRoute = routesOf({ tags: ['Subscriptions'], security });

/**
 * Checkouts, the billing portal and invoices of the cloud API (cloud edition, admin tenant), the
 * Stripe webhook and the sandbox provider's pages. `admin` is the admin tenant's scope, where
 * tenant membership lives. Billing a tenant is for its admins
 * (`manage:tenant`); a checkout is for the user who started it.
 */
export const paymentsArea = (
  context: AppContext,
  settle: MiddlewareHandler<AppEnv>,
  payments: Payments,
  admin: TenantScope,
) => {
  const { catalogue } = payments.billing;
  /** The tenant's billing rows (home database), once the caller is known to be an admin of it. */
  const billedTenant = async (auth: Parameters<typeof requireTenantPermission>[1], tenantId: string) => {
    assertCloudScope(auth, 'manage:tenant:self');
    await requireTenantPermission(admin, auth, tenantId, 'manage:tenant');
    return billingScopes(context, tenantId).billing;
  };

  /**
   * The billing history is the invoices table, which events fill; a provider that can list the
   * customer's invoices is asked first, so a missed event does not leave a gap. If it cannot be
   * reached, the history is what the table holds.
   */
  const catchUpInvoices = async (scope: TenantScope) => {
    const subscription = await findSubscription(scope);
    const provider = subscription?.provider ? payments.byName(subscription.provider) : undefined;
    const customerId = subscription?.provider_customer_id;
    if (!provider?.listInvoices || !customerId) {
      return;
    }
    try {
      for (const invoice of await provider.listInvoices(customerId)) {
        await applyBillingEvent(payments.billing, provider.name, { type: 'invoice.changed', invoice: { customerId, ...invoice } });
      }
    } catch (error) {
      context.logger.warn({ err: error, tenantId: scope.tenantId }, 'invoices not refreshed from the payment provider');
    }
  };

  const routes = createRouter()
    .openapi(paymentRoute(subscriptionApi.createCheckoutSession), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      return c.json(await startCheckout(payments, admin, auth, c.req.valid('json')), 200);
    })
    .openapi(paymentRoute(subscriptionApi.checkoutSession), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      return c.json(await findCheckout(payments, auth.subject, c.req.valid('param').id), 200);
    })
    .openapi(paymentRoute(subscriptionApi.customerPortal), async (c) => {
      const { tenantId } = c.req.valid('param');
      const subscription = await findSubscription(await billedTenant(c.get('auth'), tenantId));
      const provider = subscription?.provider ? payments.byName(subscription.provider) : undefined;
      if (!provider || !subscription?.provider_customer_id) {
        throw new RequestError('subscription.not_paid', 400, { tenantId });
      }
      try {
        const portal = await provider.createPortal({
          customerId: subscription.provider_customer_id,
          tenantId,
          returnUrl: c.req.valid('json').callbackUrl,
        });
        return c.json(portal, 200);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) {
          throw new RequestError('subscription.provider_unavailable', 503, undefined, error.message);
        }
        throw error;
      }
    })
    .openapi(paymentRoute(subscriptionApi.invoices), async (c) => {
      const scope = await billedTenant(c.get('auth'), c.req.valid('param').tenantId);
      await catchUpInvoices(scope);
      const rows = await findTenantInvoices(scope);
      return c.json({ invoices: rows.map((row) => toInvoice(row, catalogue)) }, 200);
    });

  // The guard covers exactly the paths declared here, so other paths keep their own answers.
  const router = createRouter();
  const guard = cloudApiGuard(context);
  for (const path of new Set(routes.routes.map((route) => route.path))) {
    router.use(path, settle, guard);
  }

  // Unauthenticated, but only where the cloud API lives: the admin tenant of the cloud edition.
  const cloudAdminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (context.config.edition !== 'cloud' || c.get('tenantId') !== adminTenantId) {
      throw new RequestError('route.not_found', 404, { method: c.req.method, path: c.req.path });
    }
    await next();
  };
  // `settle`: a tenant a payment created, or a plan it changed, is seen by the next request.
  router.use('/sandbox-checkout/*', cloudAdminOnly, settle);
  router.use('/sandbox-portal/*', cloudAdminOnly, settle);
  router.route('/', sandboxPages(payments.billing, payments.sandbox));

  const { stripe } = payments;
  if (stripe) {
    // Stripe's deliveries: signed with the webhook secret, verified on the exact bytes received.
    router.post('/stripe-webhook', cloudAdminOnly, settle, async (c) => {
      let event;
      try {
        event = await stripe.readWebhook(await c.req.text(), c.req.header('stripe-signature'));
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new RequestError('subscription.invalid_webhook_signature', 400, undefined, error.message);
        }
        throw error;
      }
      const outcome = event ? await applyBillingEvent(payments.billing, stripe.name, event) : 'applied';
      // Stripe delivers again on any answer but 2xx: an event ahead of its checkout waits for it.
      return outcome === 'pending' ? c.json({ received: false }, 409) : c.json({ received: true }, 200);
    });
  }
  return router.route('/', routes);
};
