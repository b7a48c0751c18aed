import { afterAll, beforeAll, vi } from 'vitest';
import { scopeToTenant } from '../db/tenant-scope.js';
import { insertCustomDomain } from '../modules/custom-domains/queries.js';
import { updateSubscription } from '../modules/subscriptions/queries.js';
import { provisionTenant } from '../modules/tenants/provision.js';
import { createApiClient, type ApiClient } from './api-client.js';
import { insertTestClient } from './authorization-flow.js';
import { signTenantManagementToken } from './tenant-management-token.js';
import { describeEachDatabase, type TestServer } from './test-server.js';

/** What a server needs to serve custom domains behind a proxy: the cloud edition, trusting it. */
export const customDomainServerEnvironment = {
  EDITION: 'cloud',
  TRUST_PROXY: 'true',
  CUSTOM_DOMAIN_TARGET: 'edge.tessera.test',
  // Domains are made Active directly: the checker must not look at them during a test.
  CUSTOM_DOMAIN_CHECK_BASE_MS: '3600000',
};

/**
 * Provisions a production tenant on the Pro plan (the plans with custom domains) whose custom
 * domain is Active, as the checker leaves it once its DNS records and HTTPS answered.
 */
export async function provisionTenantOnDomain(server: TestServer, tenantId: string, domain: string) {
  const { db } = server.context.database;
  await provisionTenant(db, { id: tenantId, name: tenantId, tag: 'production' });
  const scope = scopeToTenant(db, tenantId);
  await updateSubscription(scope, { plan_id: 'pro' });
  const row = { id: `${tenantId}-domain`, domain, status: 'Active' as const, dns_records: [], verification_token: 'token' };
  await insertCustomDomain(scope, row);
  await scope.updateTable('custom_domains').set({ next_check_at: null }).where('id', '=', row.id).execute();
}

/**
 * Makes `https://{domain}` reach the test server the way the operator's DNS record and TLS proxy
 * do: every fetch of this process to the domain (the test's browser, its API calls) goes to the
 * server with `X-Forwarded-Host: {domain}` and `X-Forwarded-Proto: https`. Other URLs (local
 * IdPs, the service host) are fetched unchanged. Returns the undo.
 */
export function routeDomainToServer(server: TestServer, domain: string) {
  const realFetch = globalThis.fetch;
  const origin = `https://${domain}`;
  const routed = (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== origin && !url.startsWith(`${origin}/`)) {
      return realFetch(input, init);
    }
    if (input instanceof Request) {
      throw new TypeError('Requests to the custom domain are made with a URL and options.');
    }
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-host', domain);
    headers.set('x-forwarded-proto', 'https');
    return realFetch(`${server.url}${url.slice(origin.length)}`, { ...init, headers });
  };
  vi.stubGlobal('fetch', routed);
  return () => vi.unstubAllGlobals();
}

/** The tenant's Management API on the service host (`/t/{tenantId}/api`), as the console calls it. */
export async function serviceHostApi(server: TestServer, tenantId: string): Promise<ApiClient> {
  return createApiClient(`${server.url}/t/${tenantId}`, await signTenantManagementToken(server, tenantId));
}

/** The tenant's Management API on its custom domain, with a token of the domain's issuer. */
export async function customDomainApi(server: TestServer, tenantId: string, domain: string): Promise<ApiClient> {
  const token = await signTenantManagementToken(server, tenantId, { issuer: `https://${domain}/oidc` });
  return createApiClient(`https://${domain}`, token);
}

/** The tenant the custom-domain suites serve, and its domain. */
export const tenantOnDomain = { tenantId: 'acme', domain: 'login.acme.test', origin: 'https://login.acme.test' } as const;

/**
 * A suite against a real server of each database kind that serves `acme` on its Active custom
 * domain: the cloud edition behind a trusted proxy, the tenant provisioned with the domain and a
 * sign-in app of its own (`clientId()`), every fetch to the domain routed to the server until the
 * suite ends. The suite's own `beforeAll` runs after this set-up.
 */
export function describeOnCustomDomain(
  name: string,
  suite: (server: () => TestServer, tenant: { clientId: () => string }) => void,
) {
  describeEachDatabase(
    name,
    (server) => {
      let clientId = '';
      let unroute: () => void = () => undefined;
      beforeAll(async () => {
        const { tenantId, domain } = tenantOnDomain;
        await provisionTenantOnDomain(server(), tenantId, domain);
        unroute = routeDomainToServer(server(), domain);
        clientId = await insertTestClient(server().context.database.db, { tenantId });
      });
      afterAll(() => unroute());
      suite(server, { clientId: () => clientId });
    },
    customDomainServerEnvironment,
  );
}
