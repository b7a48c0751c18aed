import http from 'node:http';
import { deflateRawSync } from 'node:zlib';
import type { SamlApplication } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { CookieJar } from '../../testing/cookie-jar.js';
import { createManagementToken } from '../../testing/management-token.js';
import { startSamlServiceProvider, type SamlServiceProvider } from '../../testing/saml-sp.js';
import { describeEachDatabase } from '../../testing/test-server.js';

const password = 'Gl4cier-Tundra-9';
const post = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** A browser: cookies, and redirects followed by hand so each hop can be seen. */
class Browser {
  readonly jar = new CookieJar();
  constructor(readonly origin: string) {}

  /** Follows redirects until an answer that is not one; answers it with its URL. */
  async go(url: string, init: RequestInit = {}) {
    let target = new URL(url, this.origin).toString();
    let response = await this.jar.fetch(target, init);
    for (let hop = 0; hop < 10 && response.status >= 301 && response.status <= 303; hop++) {
      target = new URL(response.headers.get('location') ?? '', target).toString();
      response = await this.jar.fetch(target);
    }
    return { url: target, response };
  }

  /** Signs in on the sign-in app's page it was sent to; answers the page the sign-in ends on. */
  async signIn(identifier: string) {
    const answer = await this.jar.fetch(`${this.origin}/api/experience/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier, password }),
    });
    expect(answer.status).toBe(200);
    const { redirectTo } = (await answer.json()) as { redirectTo: string };
    return this.go(redirectTo);
  }
}

/** A form post on a connection no later request reuses; answers the status and error code. */
const postOnOwnConnection = (url: string, body: string) =>
  new Promise<{ status: number; code: string }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const { code } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: string };
          resolve({ status: response.statusCode ?? 0, code });
        });
      },
    );
    // The server may close the connection while the body is still being written.
    request.on('error', (error) => (request.writableFinished ? undefined : reject(error)));
    request.end(body);
  });

/** The SAMLResponse and RelayState of the auto-submitting page. */
const formFields = (html: string) => {
  const field = (name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`)
      .exec(html)?.[1]
      ?.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));
  return { samlResponse: field('SAMLResponse') ?? '', relayState: field('RelayState') };
};

describeEachDatabase('SAML sign-in (Tessera as IdP)', (server) => {
  let api: ApiClient;
  let token = '';
  let sp: SamlServiceProvider;
  let app: SamlApplication;

  const metadataOf = async (id: string) =>
    (
      await fetch(`${server().url}/api/saml-applications/${id}/metadata`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).text();

  beforeAll(async () => {
    token = await createManagementToken(server());
    api = createApiClient(server().url, token);
    sp = await startSamlServiceProvider();
    const created = await api.post<SamlApplication>('/saml-applications', {
      name: 'Local SP',
      entityId: sp.entityId,
      acsUrl: { binding: post, url: sp.acsUrl },
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      attributeMapping: { email: 'email', name: 'displayName', sub: 'uid', roles: 'groups' },
    });
    app = created.body;
    sp.trustIdp(await metadataOf(app.id));
    const user = await api.post<{ id: string }>('/users', {
      username: 'saml_sam',
      primaryEmail: 'sam@example.com',
      name: 'Sam',
      password,
    });
    expect(user.status).toBe(200);
    const roleIds: string[] = [];
    for (const name of ['wiki-editor', 'wiki-admin']) {
      roleIds.push((await api.post<{ id: string }>('/roles', { name, description: name })).body.id);
    }
    expect((await api.post(`/users/${user.body.id}/roles`, { roleIds })).status).toBeLessThan(300);
  });

  afterAll(async () => {
    await sp.close();
  });

  it('signs a user in through the sign-in app and answers a signed response the SP verifies (redirect, then POST binding)', async () => {
    const browser = new Browser(server().url);
    const { url: loginUrl, requestId } = await sp.redirectLoginUrl('back-to-page-7');
    const atSignIn = await browser.go(loginUrl);
    expect(new URL(atSignIn.url).pathname).toBe('/sign-in');

    const done = await browser.signIn('saml_sam');
    expect(new URL(done.url).pathname).toBe(`/api/saml-applications/${app.id}/callback`);
    expect(done.response.status, await done.response.clone().text()).toBe(200);
    expect(done.response.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${sp.url}`,
    );
    const html = await done.response.text();
    expect(html).toContain(`action="${sp.acsUrl}"`);
    const { samlResponse, relayState } = formFields(html);
    expect(relayState).toBe('back-to-page-7');
    const assertion = await sp.verifyResponse(samlResponse);
    expect(assertion).toMatchObject({
      nameID: 'sam@example.com',
      audience: sp.entityId,
      issuer: `${server().url}/api/saml-applications/${app.id}/metadata`,
      inResponseTo: requestId,
      attributes: {
        email: 'sam@example.com',
        displayName: 'Sam',
        groups: ['wiki-admin', 'wiki-editor'],
      },
    });
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    const notOnOrAfter = /NotOnOrAfter="([^"]+)"/.exec(xml)?.[1] ?? '';
    expect(Date.parse(notOnOrAfter) - Date.now()).toBeGreaterThan(60_000);
    expect(Date.parse(notOnOrAfter) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    // A tampered response fails at the SP: the signature covers the assertion.
    const tampered = Buffer.from(
      xml.replace('sam@example.com', 'eve@example.com'),
      'utf8',
    ).toString('base64');
    await expect(sp.verifyResponse(tampered)).rejects.toThrow();

    // The state is single use: the same return cannot mint a second response.
    const replay = await browser.jar.fetch(done.url);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe(
      'saml_application.session_not_found',
    );

    // The POST binding, with the session the user already has: no second sign-in.
    const form = await sp.postLoginForm('rs-post');
    const again = await browser.go(form.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields).toString(),
    });
    expect(new URL(again.url).pathname).toBe(`/api/saml-applications/${app.id}/callback`);
    const second = formFields(await again.response.text());
    expect(second.relayState).toBe('rs-post');
    expect((await sp.verifyResponse(second.samlResponse)).inResponseTo).toBe(form.requestId);

    // ForceAuthn asks for a fresh sign-in despite the session (saml-core §3.4.1).
    const forced = await browser.go((await sp.redirectLoginUrl(undefined, true)).url);
    expect(new URL(forced.url).pathname).toBe('/sign-in');
    const reauthenticated = await browser.signIn('saml_sam');
    expect(new URL(reauthenticated.url).pathname).toBe(`/api/saml-applications/${app.id}/callback`);
  });

  const authnError = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    return { status: response.status, code: ((await response.json()) as { code: string }).code };
  };

  it('refuses a request whose ACS URL or issuer does not match the registration', async () => {
    const base = `/saml-applications/${app.id}`;
    await api.patch(base, { acsUrl: { binding: post, url: `${sp.url}/other-acs` } });
    expect(await authnError((await sp.redirectLoginUrl()).url)).toEqual({
      status: 400,
      code: 'saml_application.acs_url_mismatch',
    });
    await api.patch(base, {
      acsUrl: { binding: post, url: sp.acsUrl },
      entityId: 'https://someone-else.example.com',
    });
    expect(await authnError((await sp.redirectLoginUrl()).url)).toEqual({
      status: 400,
      code: 'saml_application.issuer_mismatch',
    });
    await api.patch(base, { entityId: sp.entityId });
    expect((await fetch((await sp.redirectLoginUrl()).url, { redirect: 'manual' })).status).toBe(
      302,
    );
  });

  it('refuses DTDs and entities before parsing, and garbage', async () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_1" Version="2.0" IssueInstant="2026-01-01T00:00:00Z"><saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">&x;</saml:Issuer></samlp:AuthnRequest>`;
    const authn = `${server().url}/api/saml/${app.id}/authn`;
    const redirected = new URLSearchParams({
      SAMLRequest: deflateRawSync(Buffer.from(xml)).toString('base64'),
    });
    expect(await authnError(`${authn}?${redirected}`)).toEqual({
      status: 400,
      code: 'saml_application.dtd_not_allowed',
    });
    const posted = new URLSearchParams({ SAMLRequest: Buffer.from(xml).toString('base64') });
    expect(
      await authnError(authn, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: posted.toString(),
      }),
    ).toEqual({ status: 400, code: 'saml_application.dtd_not_allowed' });
    // On a connection of its own: the server answers before reading the rest, then closes it.
    const huge = new URLSearchParams({ SAMLRequest: 'A'.repeat(300 * 1024) }).toString();
    expect(await postOnOwnConnection(authn, huge)).toEqual({
      status: 413,
      code: 'request.payload_too_large',
    });
    expect(await authnError(`${authn}?SAMLRequest=bm90IHhtbA`)).toEqual({
      status: 400,
      code: 'saml_application.invalid_request',
    });
  });

  it('checks request signatures when the SP certificate is registered', async () => {
    const signing = await startSamlServiceProvider({ signRequests: true });
    try {
      const created = await api.post<SamlApplication>('/saml-applications', {
        name: 'Signing SP',
        entityId: signing.entityId,
        acsUrl: signing.acsUrl,
        spCertificate: signing.certificate,
      });
      signing.trustIdp(await metadataOf(created.body.id));
      const { url } = await signing.redirectLoginUrl('rs');
      expect((await fetch(url, { redirect: 'manual' })).status).toBe(302);

      const signed = new URL(url);
      const signature = signed.searchParams.get('Signature') ?? '';
      signed.searchParams.set(
        'Signature',
        `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`,
      );
      expect(await authnError(signed.toString())).toEqual({
        status: 400,
        code: 'saml_application.invalid_signature',
      });

      const relayChanged = new URL(url);
      relayChanged.searchParams.set('RelayState', 'rs-forged');
      expect(await authnError(relayChanged.toString())).toEqual({
        status: 400,
        code: 'saml_application.invalid_signature',
      });

      const unsigned = new URL(url);
      unsigned.searchParams.delete('Signature');
      unsigned.searchParams.delete('SigAlg');
      expect(await authnError(unsigned.toString())).toEqual({
        status: 400,
        code: 'saml_application.signature_required',
      });
    } finally {
      await signing.close();
    }
  });

  it('encrypts the assertion to the SP when asked, still signed inside', async () => {
    const encrypting = await startSamlServiceProvider({ encryptedAssertions: true });
    try {
      const created = await api.post<SamlApplication>('/saml-applications', {
        name: 'Encrypting SP',
        entityId: encrypting.entityId,
        acsUrl: encrypting.acsUrl,
        attributeMapping: { email: 'email' },
        encryption: { encryptAssertion: true, certificate: encrypting.encryptionCertificate },
      });
      expect(created.status).toBe(201);
      encrypting.trustIdp(await metadataOf(created.body.id));
      const browser = new Browser(server().url);
      await browser.go((await encrypting.redirectLoginUrl()).url);
      const done = await browser.signIn('saml_sam');
      const { samlResponse } = formFields(await done.response.text());
      const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
      expect(xml).toContain('EncryptedAssertion');
      expect(xml).not.toContain('sam@example.com');
      const assertion = await encrypting.verifyResponse(samlResponse);
      expect(assertion.attributes).toMatchObject({ email: 'sam@example.com' });
    } finally {
      await encrypting.close();
    }
  });

  it('answers 422 until the application is configured, and 404 for an unknown one', async () => {
    const { body: bare } = await api.post<SamlApplication>('/saml-applications', {
      name: 'Unconfigured',
    });
    expect(await authnError(`${server().url}/api/saml/${bare.id}/authn?SAMLRequest=abc`)).toEqual({
      status: 422,
      code: 'saml_application.not_configured',
    });
    expect((await fetch(`${server().url}/api/saml/nope/authn?SAMLRequest=abc`)).status).toBe(404);
  });
});
