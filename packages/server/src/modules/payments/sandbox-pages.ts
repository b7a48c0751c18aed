import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { AppEnv } from '../../http/app-env.js';
import { findSubscription } from '../subscriptions/queries.js';
import { applyBillingEvent, type BillingDependencies } from './billing-events.js';
import { findCheckoutSessionById } from './checkout-queries.js';
import { findTenantInvoices } from './invoice-queries.js';
import { sandboxId, sandboxProviderName, type createSandboxProvider } from './sandbox-provider.js';
import { sandboxWording, type SandboxWording } from './sandbox-wording.js';

const csrfCookie = 'tessera_sandbox_csrf';

/** One month on, the sandbox's billing period. */
const monthAfter = (start: Date) => {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

/**
 * The double-submit token of the sandbox's forms: a random value in a same-site, script-less
 * cookie and in the form; a post from another site cannot know it.
 */
function issueCsrfToken(c: Context<AppEnv>) {
  const token = getCookie(c, csrfCookie) ?? randomBytes(24).toString('base64url');
  setCookie(c, csrfCookie, token, { httpOnly: true, sameSite: 'Strict', path: '/', secure: new URL(c.req.url).protocol === 'https:' });
  return token;
}

/**
 * The pages' own policy: nothing loads, and the form may post here and be redirected to where the
 * checkout returns (the console, possibly on another origin).
 */
function setPagePolicy(c: Context<AppEnv>, returnUrls: readonly (string | null)[] = []) {
  const origins = [...new Set(returnUrls.flatMap((url) => (url ? [new URL(url).origin] : [])))];
  c.header(
    'Content-Security-Policy',
    ["default-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", ["form-action 'self'", ...origins].join(' ')].join('; '),
  );
}

async function readCheckedForm(c: Context<AppEnv>) {
  const form = await c.req.parseBody();
  const sent = typeof form.csrf === 'string' ? Buffer.from(form.csrf) : Buffer.alloc(0);
  const held = Buffer.from(getCookie(c, csrfCookie) ?? '');
  const valid = held.length > 0 && sent.length === held.length && timingSafeEqual(sent, held);
  const { decision } = form;
  return valid && (decision === 'pay' || decision === 'decline') ? { decision } : undefined;
}

const decisionForm = (words: SandboxWording, csrf: string, pay: string, decline: string) => `<form method="post">
<input type="hidden" name="csrf" value="${words.plain(csrf)}">
<p><button type="submit" name="decision" value="pay">${pay}</button>
<button type="submit" name="decision" value="decline">${decline}</button></p>
</form>`;

/** The page's words in the browser's language; the answer varies with it. */
const wordingFor = (c: Context<AppEnv>) => {
  c.header('Vary', 'Accept-Language');
  return sandboxWording(c.req.header('accept-language'));
};

type Sandbox = ReturnType<typeof createSandboxProvider>;

/**
 * The sandbox provider's checkout and portal pages (cloud edition, admin tenant), in the browser's
 * language. Paying or declining raises the billing events a real provider would report, through
 * `applyBillingEvent`.
 */
export function sandboxPages(dependencies: BillingDependencies, sandbox: Sandbox) {
  const { db, catalogue } = dependencies;
  const apply = (event: Parameters<typeof applyBillingEvent>[2]) => applyBillingEvent(dependencies, sandboxProviderName, event);

  const openSession = async (id: string) => {
    const session = await findCheckoutSessionById(db, id);
    return session?.provider === sandboxProviderName && session.status === 'open' && session.expires_at > new Date()
      ? session
      : undefined;
  };
  const closed = async (c: Context<AppEnv>) => {
    const words = await wordingFor(c);
    return c.html(words.page('checkout_closed_title', `<p>${words.say('checkout_closed')}</p>`), 404);
  };

  return new Hono<AppEnv>()
    .get('/sandbox-checkout/:id', async (c) => {
      const session = await openSession(c.req.param('id'));
      if (!session) {
        return closed(c);
      }
      const words = await wordingFor(c);
      const sold = catalogue.soldPlanOf(session.sku_id);
      const tenant = session.tenant_id
        ? words.say('existing_tenant', { tenantId: words.plain(session.tenant_id) })
        : words.say('new_tenant', { name: words.plain(session.tenant_name ?? '') });
      setPagePolicy(c, [session.success_callback_url, session.cancel_callback_url]);
      const summary = words.say('checkout_summary', {
        plan: words.strong(catalogue.planOf(session.plan_id).name),
        price: words.price(sold?.unitPrice ?? null),
        tenant,
      });
      const body = `<p>${summary}</p>
${decisionForm(words, issueCsrfToken(c), words.say('pay'), words.say('decline'))}`;
      return c.html(words.page('checkout_title', body));
    })
    .post('/sandbox-checkout/:id', async (c) => {
      const form = await readCheckedForm(c);
      if (!form) {
        const words = await wordingFor(c);
        return c.html(words.page('checkout_title', `<p>${words.say('checkout_form_expired')}</p>`), 403);
      }
      const session = await openSession(c.req.param('id'));
      if (!session) {
        return closed(c);
      }
      if (form.decision === 'decline') {
        await apply({ type: 'checkout.expired', checkoutSessionId: session.id });
        return c.redirect(session.cancel_callback_url ?? session.success_callback_url, 303);
      }
      const current = session.tenant_id ? await findSubscription(scopeToTenant(db, session.tenant_id)) : undefined;
      const customerId =
        current?.provider === sandboxProviderName && current.provider_customer_id ? current.provider_customer_id : sandboxId('cus');
      const subscriptionId = sandboxId('sub');
      const start = new Date();
      const period = { start, end: monthAfter(start) };
      await apply({ type: 'checkout.completed', checkoutSessionId: session.id, customerId, subscriptionId, period });
      const amount = catalogue.soldPlanOf(session.sku_id)?.unitPrice ?? 0;
      await apply({
        type: 'invoice.changed',
        invoice: { providerInvoiceId: sandboxId('in'), subscriptionId, customerId, status: 'paid', amountDue: amount, amountPaid: amount, period },
      });
      return c.redirect(session.success_callback_url, 303);
    })
    .get('/sandbox-portal/:token', async (c) => {
      const portal = await sandbox.findPortal(c.req.param('token'));
      const words = await wordingFor(c);
      if (!portal) {
        return c.html(words.page('portal_title', `<p>${words.say('portal_link_expired')}</p>`), 404);
      }
      setPagePolicy(c);
      const scope = scopeToTenant(db, portal.tenantId);
      const subscription = await findSubscription(scope);
      const open = await findTenantInvoices(scope, 'open');
      const paid = subscription?.provider === sandboxProviderName && subscription.provider_subscription_id !== null;
      const periodEnd = subscription?.current_period_end;
      const facts = {
        tenantId: words.plain(portal.tenantId),
        plan: words.strong(catalogue.planOf(subscription?.plan_id ?? '').name),
        count: words.plain(open.length),
      };
      const summary = periodEnd
        ? words.say('portal_summary_with_period', { ...facts, periodEnd: words.date(periodEnd) })
        : words.say('portal_summary', facts);
      const billing = paid
        ? `<h2>${words.say('bill_next_period')}</h2>${decisionForm(words, issueCsrfToken(c), words.say('pay_and_settle'), words.say('decline_leave_open'))}`
        : `<p>${words.say('nothing_to_bill')}</p>`;
      const body = `<p>${summary}</p>
${billing}
<p><a href="${words.plain(portal.returnUrl)}">${words.say('return_to_console')}</a></p>`;
      return c.html(words.page('portal_title', body));
    })
    .post('/sandbox-portal/:token', async (c) => {
      const form = await readCheckedForm(c);
      const portal = await sandbox.findPortal(c.req.param('token'));
      if (!form || !portal) {
        const words = await wordingFor(c);
        return c.html(words.page('portal_title', `<p>${words.say('portal_form_expired')}</p>`), 403);
      }
      const scope = scopeToTenant(db, portal.tenantId);
      const subscription = await findSubscription(scope);
      const subscriptionId = subscription?.provider === sandboxProviderName ? subscription.provider_subscription_id : null;
      if (!subscription || !subscriptionId) {
        return c.redirect(`${sandbox.pagesUrl}/sandbox-portal/${c.req.param('token')}`, 303);
      }
      const start = subscription.current_period_end ?? new Date();
      const period = { start, end: monthAfter(start) };
      const amount = catalogue.soldPlanOf(subscription.plan_id)?.unitPrice ?? 0;
      const paying = form.decision === 'pay';
      const unpaid = paying ? await findTenantInvoices(scope, 'open') : [];
      for (const invoice of unpaid) {
        await apply({
          type: 'invoice.changed',
          invoice: { providerInvoiceId: invoice.provider_invoice_id, status: 'paid', amountDue: invoice.amount_due, amountPaid: invoice.amount_due, subscriptionId },
        });
      }
      await apply({
        type: 'invoice.changed',
        invoice: {
          providerInvoiceId: sandboxId('in'),
          subscriptionId,
          status: paying ? 'paid' : 'open',
          amountDue: amount,
          amountPaid: paying ? amount : 0,
          period,
        },
      });
      await apply({ type: 'subscription.updated', subscriptionId, status: paying ? 'active' : 'past_due', period });
      return c.redirect(`${sandbox.pagesUrl}/sandbox-portal/${c.req.param('token')}`, 303);
    });
}
