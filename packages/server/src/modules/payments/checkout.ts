import type { CheckoutSession, CheckoutSessionCreate, CheckoutSessionCreateResponse } from '@tessera/schemas';
import type { AuthContext } from '../../auth/auth-context.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import { findSubscription } from '../subscriptions/queries.js';
import { requireTenantPermission } from '../tenant-members/tenant-access.js';
import { assertCloudScope } from '../tenants/cloud-guard.js';
import {
  findUserCheckoutSession,
  insertCheckoutSession,
  updateCheckoutSession,
  type CheckoutSessionRow,
} from './checkout-queries.js';
import type { Payments } from './payments.js';
import { ProviderUnavailableError } from './provider.js';

/** Stripe accepts a checkout lifetime of 30 minutes to 24 hours; a day less some clock skew. */
const checkoutLifetimeMs = 23 * 60 * 60 * 1000;

/** The plan a checkout buys: sold as this SKU at a price (free and "on request" plans are not bought). */
function soldPlan(payments: Payments, body: CheckoutSessionCreate) {
  const sold = payments.billing.catalogue.soldPlanOf(body.skuId);
  if (!sold || (body.planId !== undefined && body.planId !== sold.plan.id) || !sold.unitPrice) {
    throw new RequestError('subscription.plan_not_sold', 400, { skuId: body.skuId });
  }
  return sold;
}

/**
 * Starts a checkout: for an existing tenant its admins only (`manage:tenant`); without a tenant,
 * a production tenant is created when the payment completes, so the caller needs
 * `create:tenant` and must name its region (`tenantTag`, if given, must be `production`). The
 * session is stored before the provider is asked, so the provider's completion always finds it.
 */
export async function startCheckout(
  payments: Payments,
  admin: TenantScope,
  auth: AuthContext,
  body: CheckoutSessionCreate,
): Promise<CheckoutSessionCreateResponse> {
  const { db } = payments.billing;
  const sold = soldPlan(payments, body);
  const provider = payments.active;
  let customerId: string | undefined;
  if (body.tenantId === undefined) {
    assertCloudScope(auth, 'create:tenant');
    if (!body.tenantRegionName) {
      throw new RequestError('guard.invalid_input', 400, { field: 'tenantRegionName' }, 'A new tenant needs its region.');
    }
    // A development tenant is on the development plan and buys none: asking for one is refused
    // rather than quietly turned into a production tenant.
    if (body.tenantTag === 'development') {
      throw new RequestError(
        'guard.invalid_input',
        400,
        { field: 'tenantTag' },
        'A paid plan is for a production tenant; development tenants are on the development plan.',
      );
    }
  } else {
    await requireTenantPermission(admin, auth, body.tenantId, 'manage:tenant');
    const current = await findSubscription(scopeToTenant(db, body.tenantId));
    customerId = current?.provider === provider.name ? (current.provider_customer_id ?? undefined) : undefined;
  }
  const expiresAt = new Date(Date.now() + checkoutLifetimeMs);
  const session = await insertCheckoutSession(db, {
    id: generateId(),
    user_id: auth.subject,
    tenant_id: body.tenantId ?? null,
    plan_id: sold.plan.id,
    sku_id: body.skuId,
    provider: provider.name,
    tenant_name: body.tenantId === undefined ? (body.tenantName?.trim() ?? null) : null,
    tenant_tag: body.tenantId === undefined ? (body.tenantTag ?? 'production') : null,
    tenant_region_name: body.tenantId === undefined ? (body.tenantRegionName ?? null) : null,
    success_callback_url: body.successCallbackUrl,
    cancel_callback_url: body.cancelCallbackUrl ?? null,
    expires_at: expiresAt,
  });
  try {
    const created = await provider.createCheckout({
      checkoutSessionId: session.id,
      priceId: sold.stripePriceId,
      customerId,
      successUrl: body.successCallbackUrl,
      cancelUrl: body.cancelCallbackUrl ?? body.successCallbackUrl,
      expiresAt,
    });
    await updateCheckoutSession(db, session.id, { provider_session_id: created.providerSessionId });
    return { redirectUri: created.redirectUri, sessionId: session.id };
  } catch (error) {
    await updateCheckoutSession(db, session.id, { status: 'expired' });
    if (error instanceof ProviderUnavailableError) {
      throw new RequestError('subscription.provider_unavailable', 503, undefined, error.message);
    }
    throw error;
  }
}

export const toCheckoutSession = (row: CheckoutSessionRow, now = new Date()): CheckoutSession => ({
  id: row.id,
  tenantId: row.tenant_id,
  planId: row.plan_id,
  skuId: row.sku_id,
  // An open checkout past its lifetime can no longer be paid, whether or not the provider said so.
  status: row.status === 'open' && row.expires_at <= now ? 'expired' : row.status,
});

/** A checkout the caller started; anyone else's is not found. */
export async function findCheckout(payments: Payments, userId: string, id: string) {
  const row = await findUserCheckoutSession(payments.billing.db, userId, id);
  if (!row) {
    throw notFound('checkout session', id);
  }
  return toCheckoutSession(row);
}
