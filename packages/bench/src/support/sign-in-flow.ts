import { createHash, randomBytes } from 'node:crypto';
import { BrowserSession } from './browser-session.js';
import { headerOf, send } from './http-client.js';

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
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${method} /api/experience${path} answered ${response.status}: ${response.body}`);
  }
  return (response.body ? JSON.parse(response.body) : undefined) as T;
}

/** Follows the redirects after the sign-in app's submit back to the client; the code they carry. */
export async function followToCallback(browser: BrowserSession, url: string, redirectTo: string) {
  let location = redirectTo;
  for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop++) {
    const response = await browser.fetch(new URL(location, url).toString());
    location = new URL(headerOf(response, 'location') ?? '', location).toString();
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) {
    throw new Error(`No code in ${location}`);
  }
  return code;
}

/** The code exchange a public client makes, with its PKCE verifier; the token response's body. */
export async function exchangeCode(url: string, clientId: string, code: string, verifier: string) {
  const token = await send(`${url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (token.status !== 200) {
    throw new Error(`Code exchange answered ${token.status}: ${token.body}`);
  }
  return JSON.parse(token.body) as Record<string, unknown>;
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
