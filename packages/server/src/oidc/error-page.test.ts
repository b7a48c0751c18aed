import { loadExperiencePhrases } from '@tessera/phrases';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorizationFlow,
  insertTestClient,
  testRedirectUri,
} from '../testing/authorization-flow.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { renderOidcErrorPage } from './error-page.js';

const codeChallenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describeEachDatabase('OIDC error pages', (server) => {
  let clientId = '';
  beforeAll(async () => {
    clientId = await insertTestClient(server().context.database.db);
  });

  const authorize = (parameters: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(
      `${server().url}/oidc/auth?${new URLSearchParams({
        response_type: 'code',
        scope: 'openid',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...parameters,
      })}`,
      { headers: { Accept: 'text/html', ...headers }, redirect: 'manual' },
    );

  it('explains an unknown client in the browser’s language, status unchanged (RFC 6749 §4.1.2.1)', async () => {
    const response = await authorize(
      { client_id: 'no-such-client', redirect_uri: testRedirectUri },
      { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    const de = await loadExperiencePhrases('de');
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain(`<h1>${de.oidc_error.code.invalid_client.title}</h1>`);
    expect(page).toContain(de.oidc_error.code.invalid_client.explanation);
    expect(page).toContain(de.oidc_error.technical_details);
    // The provider's English text is secondary: inside the technical details only.
    expect(page.indexOf('invalid_client')).toBeGreaterThan(page.indexOf('<details>'));
  });

  it('refuses an unregistered redirect URI with a translated page, never redirecting (RFC 6749 §4.1.2.1)', async () => {
    const response = await authorize(
      { client_id: clientId, redirect_uri: 'https://attacker.example/cb' },
      { 'Accept-Language': 'de' },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const page = await response.text();
    const de = await loadExperiencePhrases('de');
    expect(page).toContain(`<h1>${de.oidc_error.code.invalid_redirect_uri.title}</h1>`);
    expect(page).not.toContain('attacker.example');
  });

  it('prefers ui_locales over Accept-Language, as the sign-in app does (OIDC Core §3.1.2.1)', async () => {
    const response = await authorize(
      { client_id: 'no-such-client', redirect_uri: testRedirectUri, ui_locales: 'xx ar' },
      { 'Accept-Language': 'de' },
    );
    const page = await response.text();
    const ar = await loadExperiencePhrases('ar');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain(ar.oidc_error.code.invalid_client.title);
  });

  it('falls back to English for a language we do not ship', async () => {
    const response = await authorize(
      { client_id: 'no-such-client', redirect_uri: testRedirectUri },
      { 'Accept-Language': 'nl' },
    );
    expect(await response.text()).toContain('<h1>Unknown application</h1>');
  });

  it('shows the sign-out step in the same look and language (OIDC RP-Initiated Logout §2)', async () => {
    // A signed-in browser: without a session the provider skips the step.
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    const registered = await browser.api<{ redirectTo: string }>('POST', '/register', {
      username: 'logout_page_user',
      password: 'Harbour-Lantern-58',
    });
    await browser.follow(registered.body.redirectTo);
    const response = await browser.jar.fetch(`${server().url}/oidc/session/end`, {
      headers: { Accept: 'text/html', 'Accept-Language': 'ja' },
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    const ja = await loadExperiencePhrases('ja');
    expect(page).toContain('<html lang="ja" dir="ltr">');
    expect(page).toContain(ja.loading);
    expect(page).toContain('id="op.logoutForm"');
  });

  it('explains an interaction that expired (session not found)', async () => {
    const response = await fetch(`${server().url}/oidc/auth/unknown-interaction-uid`, {
      headers: { Accept: 'text/html', 'Accept-Language': 'fr' },
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    const fr = await loadExperiencePhrases('fr');
    expect(await response.text()).toContain(fr.oidc_error.code.session_not_found.title);
  });
});

describe('renderOidcErrorPage', () => {
  const contextWith = (acceptLanguage: string) => {
    const ctx = {
      oidc: { params: {} },
      query: {},
      get: (name: string) => (name.toLowerCase() === 'accept-language' ? acceptLanguage : ''),
      type: '',
      body: '' as unknown,
    };
    return ctx;
  };

  it('escapes the provider’s code and description', async () => {
    const ctx = contextWith('en');
    await renderOidcErrorPage(ctx as unknown as KoaContextWithOIDC, {
      error: 'invalid_request"><script>',
      error_description: '<img src=x onerror=alert(1)>',
    });
    const page = String(ctx.body);
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62;');
    // An unknown code reads as a general failure.
    expect(page).toContain('<h1>Sign-in cannot continue</h1>');
  });
});
