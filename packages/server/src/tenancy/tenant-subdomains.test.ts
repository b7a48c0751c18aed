import type { TenantResponse } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../modules/tenants/provision.js';
import { createCloudUser, createTenantAs } from '../testing/cloud-user.js';
import { signTenantManagementToken } from '../testing/tenant-management-token.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { parseEndpoint, publicTenantEndpoint, tenantOfSubdomain } from './tenant-subdomains.js';
import { requestOnHost } from '../testing/request-on-host.js';

const issuerOf = (body: string) => (JSON.parse(body) as { issuer: string }).issuer;

describe('a wildcard ENDPOINT', () => {
  it('serves the service on the parent host and each tenant on its subdomain', () => {
    const parsed = parseEndpoint('https://*.ID.example.com/');
    expect(parsed).toEqual({
      endpoint: 'https://id.example.com',
      tenantSubdomains: { protocol: 'https:', parentHost: 'id.example.com', parentHostname: 'id.example.com' },
    });
    expect(parseEndpoint('http://*.localhost:3001').tenantSubdomains?.parentHost).toBe('localhost:3001');
    expect(parseEndpoint('https://id.example.com/')).toEqual({ endpoint: 'https://id.example.com' });

    const subdomains = parsed.tenantSubdomains ?? { protocol: '', parentHost: '', parentHostname: '' };
    expect(tenantOfSubdomain(subdomains, 'acme.id.example.com')).toBe('acme');
    // Built-in tenants, nested labels and other hosts are no tenant subdomains.
    expect(tenantOfSubdomain(subdomains, 'admin.id.example.com')).toBeUndefined();
    expect(tenantOfSubdomain(subdomains, 'a.b.id.example.com')).toBeUndefined();
    expect(tenantOfSubdomain(subdomains, 'id.example.com')).toBeUndefined();
    expect(tenantOfSubdomain(subdomains, 'acme.example.com')).toBeUndefined();

    expect(publicTenantEndpoint(parsed, 'acme')).toBe('https://acme.id.example.com');
    expect(publicTenantEndpoint(parsed, 'default')).toBe('https://id.example.com');
    expect(publicTenantEndpoint({ endpoint: 'https://id.example.com' }, 'acme')).toBe('https://id.example.com/t/acme');
  });
});

const parentHost = 'id.tessera.test';

describeEachDatabase(
  'tenants on subdomains of a wildcard ENDPOINT (cloud)',
  (server) => {
    beforeAll(async () => {
      await provisionTenant(server().context.database.db, { id: 'acme', name: 'Acme', tag: 'production' });
    });

    it('serves the tenant at the root of its subdomain, with its issuer there and its own keys', async () => {
      const discovery = await requestOnHost(`${server().url}/oidc/.well-known/openid-configuration`, `acme.${parentHost}`);
      expect(discovery.status).toBe(200);
      expect(issuerOf(discovery.body)).toBe(`http://acme.${parentHost}/oidc`);
      const subdomainKeys = await requestOnHost(`${server().url}/oidc/jwks`, `acme.${parentHost}`);
      const pathKeys = await requestOnHost(`${server().url}/t/acme/oidc/jwks`, parentHost);
      expect(subdomainKeys.body).toBe(pathKeys.body);
      expect(subdomainKeys.body).not.toBe((await requestOnHost(`${server().url}/oidc/jwks`, parentHost)).body);

      // On the parent host tenants stay path-based; built-in tenants have no subdomain.
      const byPath = await requestOnHost(`${server().url}/t/acme/oidc/.well-known/openid-configuration`, parentHost);
      expect(issuerOf(byPath.body)).toBe(`http://${parentHost}/t/acme/oidc`);
      const admin = await requestOnHost(`${server().url}/oidc/.well-known/openid-configuration`, `admin.${parentHost}`);
      expect(issuerOf(admin.body)).toBe(`http://${parentHost}/oidc`);
    });

    it('takes tokens of the subdomain\'s issuer for the tenant\'s API there, and a path of another tenant stays this one\'s', async () => {
      const token = await signTenantManagementToken(server(), 'acme', { issuer: `http://acme.${parentHost}/oidc` });
      const resources = await requestOnHost(`${server().url}/api/resources`, `acme.${parentHost}`, { authorization: `Bearer ${token}` });
      expect(resources.status, resources.body).toBe(200);
      const crossing = await requestOnHost(`${server().url}/t/default/api/resources`, `acme.${parentHost}`, { authorization: `Bearer ${token}` });
      expect(crossing.status).toBe(404);
    });

    it('answers the subdomain as the tenant\'s endpoint and indicator', async () => {
      const endpoints = await requestOnHost(`${server().url}/api/.well-known/endpoints/acme`, parentHost);
      expect(JSON.parse(endpoints.body)).toEqual({ user: `http://acme.${parentHost}` });
      expect((await requestOnHost(`${server().url}/api/.well-known/endpoints/nosuchtenant`, parentHost)).status).toBe(404);
      expect(JSON.parse((await requestOnHost(`${server().url}/api/.well-known/endpoints/default`, parentHost)).body)).toEqual({
        user: `http://${parentHost}`,
      });

      const { cloud } = await createCloudUser(server(), 'subdomain_owner');
      const created = await createTenantAs(cloud);
      expect(created.indicator).toBe(`http://${created.id}.${parentHost}`);
      const listed = await cloud.get<TenantResponse[]>('/tenants');
      expect(listed.body.map((tenant) => tenant.indicator)).toEqual([`http://${created.id}.${parentHost}`]);
      const discovery = await requestOnHost(`${server().url}/oidc/.well-known/openid-configuration`, `${created.id}.${parentHost}`);
      expect(issuerOf(discovery.body)).toBe(`${created.indicator}/oidc`);
    });
  },
  { EDITION: 'cloud', ENDPOINT: `http://*.${parentHost}` },
);
