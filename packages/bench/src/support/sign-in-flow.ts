import { createHash, randomBytes } from 'node:crypto';
import { BrowserSession } from './browser-session.js';

/** The SPA's redirect URI: nothing listens there, the flow stops at the redirect to it. */
export const redirectUri = 'http://127.0.0.1/callback';

/** What the authorization request asks for besides the user: `openid` alone by default. */
export type AuthorizationOptions = { scope?: string; resource?: string };

/** One simulated browser in the middle of a sign-in: its cookies and its PKCE verifier. */
export type AuthorizationStart = { browser: BrowserSession; verifier: string };

/** An authorization request (code flow with PKCE S256) started in a new browser. */
export async function startAuthorization(
  url: string,
  clientId: string,
  { scope = 'openid', resource }: AuthorizationOptions = {},
): Promise<AuthorizationStart> {
  const browser = new BrowserSession();
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    ...(resource && { resource }),
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const response = await browser.fetch(`${url}/oidc/auth?${query}`);
  await response.body?.cancel();
  if (response.status < 300 || response.status >= 400) {
    throw new Error(`The authorization request answered ${response.status}, not a redirect.`);
  }
  return { browser, verifier };
}

/** A call to the Experience API that must succeed (2xx); its JSON body, if any. */
export async function experience<T>(
  browser: BrowserSession,
  url: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await browser.fetch(`${url}/api/experience${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} /api/experience${path} answered ${response.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Follows the redirects after the sign-in app's submit back to the client; the code they carry. */
export async function followToCallback(browser: BrowserSession, url: string, redirectTo: string) {
  let location = redirectTo;
  for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop++) {
    const response = await browser.fetch(new URL(location, url).toString());
    await response.body?.cancel();
    location = new URL(response.headers.get('location') ?? '', location).toString();
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) {
    throw new Error(`No code in ${location}`);
  }
  return code;
}

/** The code exchange a public client makes, with its PKCE verifier; the response, body unread. */
export async function exchangeCode(url: string, clientId: string, code: string, verifier: string) {
  const token = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  });
  if (!token.ok) {
    throw new Error(`Code exchange answered ${token.status}: ${await token.text()}`);
  }
  return token;
}

/** Submit through the Experience API, the redirects back to the client, then the code exchange. */
export async function submitAndExchange(
  { browser, verifier }: AuthorizationStart,
  url: string,
  clientId: string,
) {
  const { redirectTo } = await experience<{ redirectTo: string }>(browser, url, 'POST', '/submit');
  return exchangeCode(url, clientId, await followToCallback(browser, url, redirectTo), verifier);
}
