import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { CustomDomainResponse } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { startTestDnsServer } from '../../testing/dns-server.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase, startTestServer } from '../../testing/test-server.js';
import { startTlsEndpoint } from '../../testing/tls-endpoint.js';
import { giveUpAfterAttempts } from './check-outcome.js';
import { createCustomDomain } from './service.js';

const domain = 'login.acme.test';
const edge = 'edge.tessera.test';

// A real DNS server whose zone the tests edit, and a real HTTPS endpoint for the domain.
const dns = await startTestDnsServer();
const tls = await startTlsEndpoint(domain);
const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'tessera-ca-')), 'ca.pem');
writeFileSync(caFile, tls.certificatePem);
afterAll(async () => {
  await dns.close();
  await tls.close();
});

const poll = { timeout: 10_000, interval: 25 };

describeEachDatabase(
  'custom domains (cloud)',
  (server) => {
    let api: ApiClient;
    const ask = (name: string) =>
      fetch(`${server().url}/api/.well-known/custom-domains/tls-ask?domain=${encodeURIComponent(name)}`);
    const domainOf = async (id: string) => (await api.get<CustomDomainResponse>(`/domains/${id}`)).body;

    beforeAll(async () => {
      api = await createManagementApiClient(server());
      dns.records.clear();
    });

    it('adds a domain with the CNAME and TXT records to create, and refuses a second one', async () => {
      const created = await api.post<CustomDomainResponse>('/domains', { domain: 'Login.Acme.test' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ domain, status: 'PendingVerification', errorMessage: null });
      const [cname, txt] = created.body.dnsRecords;
      expect(cname).toEqual({ name: domain, type: 'CNAME', value: edge });
      expect(txt).toMatchObject({ name: `_tessera-challenge.${domain}`, type: 'TXT' });
      expect(txt?.value).toMatch(/^[\w-]{32}$/);

      const second = await api.post('/domains', { domain: 'other.acme.test' });
      expect(second).toMatchObject({ status: 422, body: { code: 'domain.limit_to_one_domain' } });
      expect((await api.get<CustomDomainResponse[]>('/domains')).body.map((found) => found.domain)).toEqual([domain]);
    });

    it('refuses the service\'s own host and what is not a host name', async () => {
      const tenantScope = server().context.tenantScope('default');
      const [existing] = (await api.get<CustomDomainResponse[]>('/domains')).body;
      await api.delete(`/domains/${existing?.id ?? ''}`);
      expect(await api.post('/domains', { domain: edge })).toMatchObject({ status: 400, body: { code: 'domain.invalid_domain' } });
      expect(await api.post('/domains', { domain: `a.${edge}` })).toMatchObject({ status: 400, body: { code: 'domain.invalid_domain' } });
      expect((await api.post('/domains', { domain: 'not a host' })).status).toBe(400);
      expect((await api.post('/domains', {})).status).toBe(400);
      expect(await createCustomDomain(tenantScope, { domain }, { cnameTarget: edge, serviceHost: '127.0.0.1', claimedAnywhere: async () => false })).toMatchObject({ domain });
    });

    it('stays PendingVerification while the DNS records are missing, and the TLS ask says no', async () => {
      const [pending] = (await api.get<CustomDomainResponse[]>('/domains')).body;
      const id = pending?.id ?? '';
      await expect.poll(() => dns.questions.filter((question) => question === `TXT _tessera-challenge.${domain}`).length, poll).toBeGreaterThan(1);
      expect(await domainOf(id)).toMatchObject({ status: 'PendingVerification', errorMessage: null });
      expect((await ask(domain)).status).toBe(404);
    });

    it('becomes PendingSsl once DNS proves ownership, then Active once the domain answers over HTTPS', async () => {
      const [pending] = (await api.get<CustomDomainResponse[]>('/domains')).body;
      const txt = pending?.dnsRecords.find((record) => record.type === 'TXT')?.value ?? '';
      dns.records.set(`_tessera-challenge.${domain}`, { TXT: ['unrelated', txt] });
      dns.records.set(domain, { CNAME: edge, A: ['127.0.0.1'] });
      await expect.poll(async () => (await domainOf(pending?.id ?? '')).status, poll).toBe('Active');
      expect(tls.requests.at(-1)).toMatchObject({ servername: domain, path: '/api/status' });

      const answer = await ask('LOGIN.acme.test');
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ domain });
      expect((await ask('unknown.acme.test')).status).toBe(404);
    });

    it('keeps names unique across tenants and each tenant\'s domains to itself', async () => {
      const other = await createOtherTenant(server());
      const settings = { cnameTarget: edge, serviceHost: '127.0.0.1', claimedAnywhere: async () => false };
      await expect(createCustomDomain(other, { domain }, settings)).rejects.toMatchObject({ code: 'domain.hostname_already_exists' });
      const theirs = await createCustomDomain(other, { domain: 'sso.other.test' }, settings);
      expect((await api.get(`/domains/${theirs.id}`)).status).toBe(404);
      expect((await api.delete(`/domains/${theirs.id}`)).status).toBe(404);
      expect((await api.get<CustomDomainResponse[]>('/domains')).body.map((found) => found.domain)).toEqual([domain]);
    });

    it('gives a domain up as Error, with the last problem, after its checks run out', async () => {
      const { db } = server().context.database;
      const other = await createOtherTenant(server());
      const [theirs] = await other.selectFrom('custom_domains').selectAll().execute();
      await db
        .updateTable('custom_domains')
        .set({ check_attempts: giveUpAfterAttempts - 1, next_check_at: new Date(0) })
        .where('id', '=', theirs?.id ?? '')
        .execute();
      await expect
        .poll(async () => (await other.selectFrom('custom_domains').select(['status', 'error_message']).executeTakeFirst()), poll)
        .toMatchObject({ status: 'Error', error_message: 'No TXT _tessera-challenge.sso.other.test record found.' });
      expect((await ask('sso.other.test')).status).toBe(404);
    });

    it('cleans up domains that never became active, and keeps the active one', async () => {
      const other = await createOtherTenant(server());
      const otherApi = await createManagementApiClient(server());
      expect(await otherApi.post('/domains/cleanup', { staleDays: 1 })).toMatchObject({
        status: 200,
        body: { scannedCount: 1, deletedCount: 0, skippedActiveCount: 1, failedCount: 0 },
      });
      await server()
        .context.database.db.updateTable('custom_domains')
        .set({ created_at: sql<Date>`now() - interval '2 days'` as never })
        .execute();
      // The Active domain stays, whatever its age; the other tenant's stale one is its own business.
      expect((await api.post('/domains/cleanup', { staleDays: 1 })).body).toMatchObject({ deletedCount: 0, skippedActiveCount: 1 });
      expect(await other.selectFrom('custom_domains').select('domain').execute()).toEqual([{ domain: 'sso.other.test' }]);
      expect((await api.post('/domains/cleanup', { staleDays: 0 })).status).toBe(400);
    });

    it('deletes the domain: gone from the list, and the TLS ask says no', async () => {
      const [active] = (await api.get<CustomDomainResponse[]>('/domains')).body;
      expect((await api.delete(`/domains/${active?.id ?? ''}`)).status).toBe(204);
      expect(await api.get(`/domains/${active?.id ?? ''}`)).toMatchObject({ status: 404, body: { code: 'domain.not_found' } });
      expect((await ask(domain)).status).toBe(404);
    });
  },
  {
    EDITION: 'cloud',
    CUSTOM_DOMAIN_TARGET: edge,
    DNS_RESOLVER: dns.address,
    CUSTOM_DOMAIN_HTTPS_PORT: String(tls.port),
    CUSTOM_DOMAIN_CA_FILE: caFile,
    CUSTOM_DOMAIN_CHECK_BASE_MS: '20',
  },
);

describe('custom domains in the open-source edition', () => {
  it('do not exist: the routes answer 404', async () => {
    const server = await startTestServer('pglite');
    try {
      const api = await createManagementApiClient(server);
      expect((await api.get('/domains')).status).toBe(404);
      expect((await api.post('/domains', { domain })).status).toBe(404);
      expect((await fetch(`${server.url}/api/.well-known/custom-domains/tls-ask?domain=${domain}`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
