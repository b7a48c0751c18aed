import type { SamlApplication } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/api-client.js';
import { CookieJar } from '../../testing/cookie-jar.js';
import {
  customDomainApi,
  customDomainServerEnvironment,
  provisionTenantOnDomain,
  routeDomainToServer,
} from '../../testing/custom-domain-browser.js';
import { signTenantManagementToken } from '../../testing/tenant-management-token.js';
import { startSamlServiceProvider, type SamlServiceProvider } from '../../testing/saml-sp.js';
import { describeEachDatabase } from '../../testing/test-server.js';

const tenantId = 'acme';
const domain = 'login.acme.test';
const onDomain = `https://${domain}`;
const password = 'Gl4cier-Tundra-9';
const post = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** Follows redirects like a browser with its cookies; the URL and answer it ends on. */
async function go(jar: CookieJar, url: string, init: RequestInit = {}) {
  let target = url;
  let response = await jar.fetch(target, init);
  for (let hop = 0; hop < 10 && response.status >= 301 && response.status <= 303; hop++) {
    target = new URL(response.headers.get('location') ?? '', target).toString();
    response = await jar.fetch(target);
  }
  return { url: target, response };
}

const samlResponseOf = (html: string) =>
  /name="SAMLResponse" value="([^"]*)"/.exec(html)?.[1]?.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code))) ?? '';

describeEachDatabase(
  'SAML applications on a custom domain (Tessera as IdP)',
  (server) => {
    let api: ApiClient;
    let sp: SamlServiceProvider;
    let app: SamlApplication;
    let unroute: () => void = () => undefined;

    /** The IdP metadata as the Management API answers it on `base` (XML, not JSON). */
    const metadataAt = async (base: string, issuer?: string) => {
      const token = await signTenantManagementToken(server(), tenantId, issuer ? { issuer } : {});
      const answer = await fetch(`${base}/api/saml-applications/${app.id}/metadata`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status, base).toBe(200);
      return answer.text();
    };

    beforeAll(async () => {
      await provisionTenantOnDomain(server(), tenantId, domain);
      unroute = routeDomainToServer(server(), domain);
      api = await customDomainApi(server(), tenantId, domain);
      sp = await startSamlServiceProvider();
      const created = await api.post<SamlApplication>('/saml-applications', {
        name: 'Acme wiki',
        entityId: sp.entityId,
        acsUrl: { binding: post, url: sp.acsUrl },
        nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
        attributeMapping: { email: 'email' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      app = created.body;
      const user = await api.post('/users', { username: 'acme_sam', primaryEmail: 'sam@acme.test', password });
      expect(user.status, JSON.stringify(user.body)).toBe(200);
    });
    afterAll(async () => {
      unroute();
      await sp.close();
    });

    it('publishes the IdP entity id and SSO URL of the host asked', async () => {
      const entityId = `${onDomain}/api/saml-applications/${app.id}/metadata`;
      const onDomainXml = await metadataAt(onDomain, `${onDomain}/oidc`);
      expect(onDomainXml).toContain(`entityID="${entityId}"`);
      expect(onDomainXml).toContain(`Location="${onDomain}/api/saml/${app.id}/authn"`);
      // The default endpoint keeps its own.
      const serviceXml = await metadataAt(`${server().url}/t/${tenantId}`);
      expect(serviceXml).toContain(`entityID="${server().url}/t/${tenantId}/api/saml-applications/${app.id}/metadata"`);
    });

    it('signs the user in on the domain and answers a response the SP verifies, issued by the domain', async () => {
      sp.trustIdp(await metadataAt(onDomain, `${onDomain}/oidc`));
      const jar = new CookieJar();
      const { url: loginUrl, requestId } = await sp.redirectLoginUrl('page-3');
      expect(loginUrl.startsWith(`${onDomain}/api/saml/${app.id}/authn`)).toBe(true);
      const atSignIn = await go(jar, loginUrl);
      expect(new URL(atSignIn.url).origin).toBe(onDomain);
      expect(new URL(atSignIn.url).pathname).toBe('/sign-in');

      const answer = await jar.fetch(`${onDomain}/api/experience/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: 'acme_sam', password }),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      const { redirectTo } = (await answer.json()) as { redirectTo: string };
      const done = await go(jar, redirectTo);
      expect(done.url.startsWith(`${onDomain}/api/saml-applications/${app.id}/callback?`)).toBe(true);
      expect(done.response.status, await done.response.clone().text()).toBe(200);
      const assertion = await sp.verifyResponse(samlResponseOf(await done.response.text()));
      expect(assertion).toMatchObject({
        nameID: 'sam@acme.test',
        issuer: `${onDomain}/api/saml-applications/${app.id}/metadata`,
        inResponseTo: requestId,
      });
    });
  },
  customDomainServerEnvironment,
);
