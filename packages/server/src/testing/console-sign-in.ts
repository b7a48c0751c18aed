import { createHash, randomBytes } from 'node:crypto';
import { adminTenantId, consoleClientId } from '@tessera/schemas';
import { expect } from 'vitest';
import { AuthorizationFlow } from './authorization-flow.js';
import type { TestServer } from './test-server.js';

export type ConsoleSignIn = {
  /** The `scope` of the authorization request. */
  scope: string;
  /** The resource(s) of the authorization request. */
  resource: string | string[];
  prompt?: string;
  /** The resource the code is redeemed for; none gives the sign-in's own token. */
  tokenResource?: string;
};

export type ConsoleTokens = { accessToken: string; refreshToken: string };

/** The admin tenant's token endpoint, where the console trades codes and refresh tokens. */
const postToAdminTokenEndpoint = (server: TestServer, parameters: Record<string, string>) =>
  fetch(`${server.url}/t/${adminTenantId}/oidc/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: consoleClientId, ...parameters }),
  });

/**
 * Signs a console user in as the console does: the admin tenant's `admin-console` client, code
 * with PKCE, the user's password on the sign-in app, consent given when the app asks for it.
 * Answers the tokens the code is redeemed for; fails the test when any step does.
 */
export async function signInToConsole(
  server: TestServer,
  { username, password }: { username: string; password: string },
  { scope, resource, prompt, tokenResource }: ConsoleSignIn,
): Promise<ConsoleTokens> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${server.context.config.endpoint}/console/callback`;
  const browser = await new AuthorizationFlow(server.url, consoleClientId, `/t/${adminTenantId}`, redirectUri).start({
    scope,
    resource,
    ...(prompt ? { prompt } : {}),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  const answer = await browser.api<{ redirectTo: string }>('POST', '/sign-in', { identifier: username, password });
  expect(answer.status).toBe(200);
  let callback = await browser.follow(answer.body.redirectTo);
  if (callback.pathname.endsWith('/consent')) {
    const consented = await browser.api<{ redirectTo: string }>('POST', '/consent');
    expect(consented.status).toBe(200);
    callback = await browser.follow(consented.body.redirectTo);
  }
  expect(callback.toString()).toContain('code=');
  const response = await postToAdminTokenEndpoint(server, {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code') ?? '',
    redirect_uri: redirectUri,
    code_verifier: verifier,
    ...(tokenResource ? { resource: tokenResource } : {}),
  });
  const tokens = (await response.json()) as { access_token?: string; refresh_token?: string };
  expect(tokens, JSON.stringify(tokens)).toMatchObject({ access_token: expect.any(String) });
  return { accessToken: tokens.access_token ?? '', refreshToken: tokens.refresh_token ?? '' };
}

/** The organization token the console asks for with its refresh token (`organization_id`), or the refusal. */
export async function fetchOrganizationToken(server: TestServer, refreshToken: string, organizationId: string) {
  const response = await postToAdminTokenEndpoint(server, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    organization_id: organizationId,
  });
  return {
    status: response.status,
    body: (await response.json()) as { access_token?: string; refresh_token?: string; error?: string },
  };
}
