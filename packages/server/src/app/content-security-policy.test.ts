import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { toJson } from '../db/json.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { insertApplication } from '../modules/applications/queries.js';
import { createUser } from '../modules/users/service.js';
import { AuthorizationFlow, testRedirectUri } from '../testing/authorization-flow.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { generateId } from '../utils/id.js';

const password = 'Copper-Kettle-58';
const logoutTarget = 'https://rp.example.com/signed-out';

/** The policy's directives by name. */
const directivesOf = (response: Response) =>
  new Map(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );

const expectStrict = (response: Response) => {
  const csp = directivesOf(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')?.[0]).toBe("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  return csp;
};

describeEachDatabase('Content-Security-Policy of every page', (server) => {
  const insertClient = async () =>
    (
      await insertApplication(scopeToTenant(server().context.database.db, 'default'), {
        id: generateId(),
        name: 'CSP SPA',
        type: 'SPA',
        oidc_client_metadata: toJson({ redirectUris: [testRedirectUri], postLogoutRedirectUris: [logoutTarget] }),
        custom_client_metadata: toJson({}),
        custom_data: toJson({}),
        is_third_party: false,
      })
    ).id;

  it('gives the console and the sign-in app the strict policy; the console may ask the release feed', async () => {
    for (const path of ['/console/', '/console/applications', '/sign-in']) {
      const response = await fetch(`${server().url}${path}`);
      const csp = expectStrict(response);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.github.com']);
    }
    // API answers carry no page policy.
    const api = await fetch(`${server().url}/api/status`);
    expect(api.headers.get('content-security-policy')).toBeNull();
  });

  it("lets only this origin frame the sign-in app's preview, the console's editor; nothing else is framed", async () => {
    const preview = await fetch(`${server().url}/sign-in?preview=true`);
    const csp = directivesOf(preview);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");

    for (const path of ['/sign-in?preview=1', '/console/?preview=true', '/sign-in-extra?preview=true']) {
      const response = await fetch(`${server().url}${path}`);
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        expectStrict(response);
      }
    }
  });

  it('gives the provider’s error page the strict policy', async () => {
    const response = await fetch(`${server().url}/oidc/auth?client_id=nobody&response_type=code&scope=openid`, {
      headers: { Accept: 'text/html' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(expectStrict(response).get('form-action')).toEqual(["'self'"]);
  });

  it('lets form_post submit to the registered redirect URI only, by the hash of its one script', async () => {
    await createUser(scopeToTenant(server().context.database.db, 'default'), { username: 'poster', password }, { defaultRoles: true });
    const browser = await new AuthorizationFlow(server().url, await insertClient()).start({ response_mode: 'form_post' });
    const signedIn = await browser.api<{ redirectTo: string }>('POST', '/sign-in', { identifier: 'poster', password });
    let response = await browser.jar.fetch(new URL(signedIn.body.redirectTo, server().url).toString());
    for (let hop = 0; hop < 5 && response.headers.get('location'); hop++) {
      response = await browser.jar.fetch(new URL(response.headers.get('location') ?? '', server().url).toString());
    }
    const page = await response.text();
    expect(page).toContain(`action="${testRedirectUri}"`);
    const csp = expectStrict(response);
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost']);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(csp.get('script-src')).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('lets the logout page run its script by hash and hand the browser to the registered post-logout URI', async () => {
    const clientId = await insertClient();
    const query = new URLSearchParams({ client_id: clientId, post_logout_redirect_uri: logoutTarget });
    const response = await fetch(`${server().url}/oidc/session/end?${query}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    const csp = expectStrict(response);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://rp.example.com']);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);

    // An unregistered target gets nothing.
    const other = new URLSearchParams({ client_id: clientId, post_logout_redirect_uri: 'https://evil.example.com/' });
    const refused = await fetch(`${server().url}/oidc/session/end?${other}`, { headers: { Accept: 'text/html' } });
    expect(directivesOf(refused).get('form-action')).toEqual(["'self'"]);
  });
});

describeEachDatabase(
  'Content-Security-Policy with the release check off',
  (server) => {
    it('keeps the console to its own origin', async () => {
      const response = await fetch(`${server().url}/console/`);
      expect(directivesOf(response).get('connect-src')).toEqual(["'self'"]);
    });
  },
  { RELEASE_CHECK: 'false' },
);
