import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { signTenantManagementToken } from '../../testing/tenant-management-token.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { provisionTenant } from '../tenants/provision.js';
import { requestHost } from './host-routing.js';
import { insertCustomDomain } from './queries.js';
import { requestOnHost } from '../../testing/request-on-host.js';

const tenantId = 'acme';
const domain = 'login.acme.test';

it('reads the host a request names, without its port, and the forwarded one only behind a trusted proxy', () => {
  const incoming = (headers: Record<string, string>) => ({ headers }) as never;
  expect(requestHost(incoming({ host: 'Login.Acme.test:443' }), false)).toBe(domain);
  expect(requestHost(incoming({ host: '[::1]:3001' }), false)).toBe('::1');
  const forwarded = incoming({ host: '127.0.0.1:3001', 'x-forwarded-host': 'login.acme.test, proxy.internal' });
  expect(requestHost(forwarded, true)).toBe(domain);
  expect(requestHost(forwarded, false)).toBe('127.0.0.1');
});

describeEachDatabase(
  'requests on a custom domain (cloud)',
  (server) => {
    beforeAll(async () => {
      const { db } = server().context.database;
      await provisionTenant(db, { id: tenantId, name: 'Acme', tag: 'production' });
      const scope = scopeToTenant(db, tenantId);
      const row = { id: 'acme-domain', domain, status: 'Active' as const, dns_records: [], verification_token: 'token' };
      await insertCustomDomain(scope, row);
      // Verified already: no check of the checker's should touch it during the test.
      await scope.updateTable('custom_domains').set({ next_check_at: null }).where('id', '=', row.id).execute();
    });

    it('serve the domain\'s tenant at the root, with its issuer on the domain', async () => {
      const onDomain = await requestOnHost(`${server().url}/oidc/.well-known/openid-configuration`, domain);
      expect(onDomain.status).toBe(200);
      const discovery = JSON.parse(onDomain.body) as { issuer: string; jwks_uri: string };
      expect(discovery.issuer).toBe(`https://${domain}/oidc`);

      const onService = await fetch(`${server().url}/t/${tenantId}/oidc/.well-known/openid-configuration`);
      expect(((await onService.json()) as { issuer: string }).issuer).toBe(`${server().url}/t/${tenantId}/oidc`);

      // Both serve the tenant's keys, not the default tenant's.
      const domainKeys = await requestOnHost(`${server().url}/oidc/jwks`, domain);
      const serviceKeys = await (await fetch(`${server().url}/t/${tenantId}/oidc/jwks`)).text();
      const defaultKeys = await (await fetch(`${server().url}/oidc/jwks`)).text();
      expect(domainKeys.body).toBe(serviceKeys);
      expect(domainKeys.body).not.toBe(defaultKeys);
    });

    it('answer the tenant\'s API on the domain, and a path of another tenant stays a path of this one', async () => {
      const token = await signTenantManagementToken(server(), tenantId);
      const resources = await requestOnHost(`${server().url}/api/resources`, domain, { authorization: `Bearer ${token}` });
      expect(resources.status).toBe(200);
      const names = (JSON.parse(resources.body) as Array<{ indicator: string }>).map((resource) => resource.indicator);
      expect(names).toContain(`https://${tenantId}.tessera.app/api`);
      // `/t/default/…` on the domain is not the default tenant: the domain serves acme alone.
      const crossing = await requestOnHost(`${server().url}/t/default/api/resources`, domain, { authorization: `Bearer ${token}` });
      expect(crossing.status).toBe(404);
    });

    it('take tokens of the domain\'s issuer on the domain, and only there', async () => {
      const token = await signTenantManagementToken(server(), tenantId, { issuer: `https://${domain}/oidc` });
      const onDomain = await requestOnHost(`${server().url}/api/resources`, domain, { authorization: `Bearer ${token}` });
      expect(onDomain.status).toBe(200);
      const onService = await fetch(`${server().url}/t/${tenantId}/api/resources`, { headers: { authorization: `Bearer ${token}` } });
      expect(onService.status).toBe(401);
    });

    it('send unknown hosts and the service host to path-based tenants', async () => {
      const unknown = await requestOnHost(`${server().url}/oidc/.well-known/openid-configuration`, 'nobody.example.test');
      expect((JSON.parse(unknown.body) as { issuer: string }).issuer).toBe(`${server().url}/oidc`);
      const byPath = await requestOnHost(`${server().url}/t/${tenantId}/oidc/.well-known/openid-configuration`, 'localhost');
      expect((JSON.parse(byPath.body) as { issuer: string }).issuer).toBe(`${server().url}/t/${tenantId}/oidc`);
    });
  },
  { EDITION: 'cloud', CUSTOM_DOMAIN_TARGET: 'edge.tessera.test', CUSTOM_DOMAIN_CHECK_BASE_MS: '3600000' },
);
