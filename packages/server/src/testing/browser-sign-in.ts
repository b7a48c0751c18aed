import { expect } from 'vitest';
import { testRedirectUri } from './authorization-flow.js';
import { CookieJar } from './cookie-jar.js';
import type { TestServer } from './test-server.js';

/**
 * The browser's part of an authorization request: opens the authorization URL, registers a new user
 * in the sign-in app, authorizes on the consent page when asked, and follows redirects until the
 * client's redirect URI.
 */
export async function signInThroughBrowser(server: TestServer, authorizationUrl: URL, username: string) {
  const jar = new CookieJar();
  const started = await jar.fetch(authorizationUrl.toString());
  expect(started.headers.get('location')).toMatch(/\/sign-in\?uid=/);
  const registered = await jar.fetch(`${server.url}/api/experience/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct-Horse-battery-9' }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  let location = ((await registered.json()) as { redirectTo: string }).redirectTo;
  for (let hop = 0; hop < 10 && !location.startsWith(testRedirectUri); hop++) {
    if (/\/consent\?uid=/.test(location)) {
      const consented = await jar.fetch(`${server.url}/api/experience/consent`, { method: 'POST' });
      expect(consented.status).toBe(200);
      location = ((await consented.json()) as { redirectTo: string }).redirectTo;
      continue;
    }
    const response = await jar.fetch(new URL(location, server.url).toString());
    location = new URL(response.headers.get('location') ?? '', location).toString();
  }
  return { callbackUrl: new URL(location), jar };
}
