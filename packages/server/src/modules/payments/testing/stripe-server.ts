import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the Stripe client made: method, path and the form fields it sent (flattened keys). */
export type StripeCall = { method: string; path: string; fields: Record<string, string> };

export type StripeServer = {
  /** `http://127.0.0.1:{port}`: the `STRIPE_API_BASE` of the server under test. */
  url: string;
  calls: StripeCall[];
  /** The checkout sessions created, by id, as this server answered them. */
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  /** Invoices `GET /v1/invoices` lists, by id; tests put them here. */
  invoices: Map<string, Record<string, unknown>>;
  /**
   * Pays a checkout session as a customer would: creates the customer and the subscription and
   * returns them; the webhooks are the test's to send.
   */
  pay: (sessionId: string) => { customerId: string; subscriptionId: string; session: Record<string, unknown> };
  /** Posts an event to `webhookUrl` signed as Stripe signs (`t=…,v1=…`) with `secret`; the answer. */
  sendEvent: (
    webhookUrl: string,
    secret: string,
    type: string,
    object: Record<string, unknown>,
  ) => Promise<{ status: number; body: unknown }>;
  close: () => Promise<void>;
};

const stripeId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const month = 30 * 24 * 60 * 60;

/** Stripe's signature header: HMAC-SHA256 of `{timestamp}.{payload}` with the endpoint's secret. */
export const signStripePayload = (payload: string, secret: string, timestamp = now()) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

/**
 * A local stand-in for the parts of the Stripe API Tessera calls (checkout sessions, billing
 * portal sessions, subscriptions), answering as Stripe does, with the secret key it expects.
 */
export async function startStripeServer(secretKey: string): Promise<StripeServer> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const invoices = new Map<string, Record<string, unknown>>();
  let url = '';

  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
    response.end(JSON.stringify(body));
  };
  const missing = (response: http.ServerResponse, id: string) =>
    answer(response, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` },
    });

  const route = (call: StripeCall, query: URLSearchParams, response: http.ServerResponse) => {
    const { method, path, fields } = call;
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()].filter((invoice) => invoice.customer === query.get('customer')).reverse();
      answer(response, 200, { object: 'list', url: '/v1/invoices', has_more: false, data });
      return;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = stripeId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: fields.mode,
        status: 'open',
        url: `${url}/pay/${id}`,
        client_reference_id: fields.client_reference_id ?? null,
        customer: fields.customer ?? null,
        subscription: null,
        success_url: fields.success_url,
        cancel_url: fields.cancel_url,
        expires_at: Number(fields.expires_at),
        metadata: { checkoutSessionId: fields['metadata[checkoutSessionId]'] },
        price: fields['line_items[0][price]'],
        subscription_metadata: fields['subscription_data[metadata][checkoutSessionId]'],
      };
      sessions.set(id, session);
      answer(response, 200, session);
      return;
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = stripeId('bps');
      answer(response, 200, { id, object: 'billing_portal.session', customer: fields.customer, return_url: fields.return_url, url: `${url}/portal/${id}` });
      return;
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath?.[1]) {
      const subscription = subscriptions.get(subscriptionPath[1]);
      if (!subscription || (method === 'DELETE' && subscription.status === 'canceled')) {
        missing(response, subscriptionPath[1]);
        return;
      }
      if (method === 'DELETE') {
        subscription.status = 'canceled';
      }
      answer(response, 200, subscription);
      return;
    }
    answer(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } });
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        answer(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      const target = new URL(request.url ?? '/', 'http://stripe.local');
      const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const call = { method: request.method ?? '', path: target.pathname, fields: Object.fromEntries(body) };
      calls.push(call);
      route(call, target.searchParams, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    sessions,
    subscriptions,
    invoices,
    pay: (sessionId) => {
      const session = sessions.get(sessionId);
      if (!session) {
        throw new Error(`No checkout session ${sessionId}`);
      }
      const customerId = typeof session.customer === 'string' ? session.customer : stripeId('cus');
      const subscriptionId = stripeId('sub');
      const start = now();
      subscriptions.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        customer: customerId,
        status: 'active',
        metadata: { checkoutSessionId: session.subscription_metadata },
        items: {
          object: 'list',
          data: [{ id: stripeId('si'), price: { id: session.price }, current_period_start: start, current_period_end: start + month }],
        },
      });
      Object.assign(session, { status: 'complete', customer: customerId, subscription: subscriptionId, payment_status: 'paid' });
      return { customerId, subscriptionId, session };
    },
    sendEvent: async (webhookUrl, secret, type, object) => {
      const payload = JSON.stringify({
        id: stripeId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        type,
        data: { object },
      });
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, secret) },
        body: payload,
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
