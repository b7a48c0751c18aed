import { createHash, randomBytes } from 'node:crypto';
import { AuthorizationFlow, testRedirectUri } from './authorization-flow.js';
import { createApiClient, type ApiClient } from './api-client.js';

/** Every OIDC scope the account API knows (docs/account-api.md). */
export const allAccountScopes = 'openid profile email phone identities custom_data';

/**
 * Signs a user in through the sign-in app like a browser, exchanges the code at the token endpoint
 * without a `resource`, and answers an account API client carrying the access token so obtained.
 */
export async function signInToAccountApi(
  baseUrl: string,
  clientId: string,
  credentials: { identifier: string; password: string },
  options: { scope?: string; tenantPrefix?: string } = {},
): Promise<{ client: ApiClient; token: string; browser: AuthorizationFlow }> {
  const prefix = options.tenantPrefix ?? '';
  const verifier = randomBytes(32).toString('base64url');
  const browser = await new AuthorizationFlow(baseUrl, clientId, prefix).start({
    scope: options.scope ?? allAccountScopes,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  const answer = await browser.api<{ redirectTo: string }>('POST', '/sign-in', credentials);
  if (answer.status !== 200) {
    throw new Error(`Sign-in failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const callback = await browser.follow(answer.body.redirectTo);
  const response = await fetch(`${baseUrl}${prefix}/oidc/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: testRedirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  });
  const tokens = (await response.json()) as { access_token?: string };
  if (!tokens.access_token) {
    throw new Error(`The token endpoint answered ${response.status}: ${JSON.stringify(tokens)}`);
  }
  return { client: createApiClient(`${baseUrl}${prefix}`, tokens.access_token), token: tokens.access_token, browser };
}

/** An account API call with the verification record header. */
export async function callWithVerification<T = unknown>(
  baseUrl: string,
  token: string,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET',
  path: string,
  verificationId: string | undefined,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(verificationId ? { 'logto-verification-id': verificationId } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
