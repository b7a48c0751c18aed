import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startUpstreamIdp, type UpstreamIdp } from './upstream-idp.js';

const redirectUri = 'http://127.0.0.1:9/callback';
let idp: UpstreamIdp;

beforeAll(async () => {
  idp = await startUpstreamIdp({
    accounts: [{ sub: 'u-1', email: 'ann@example.test', email_verified: true, name: 'Ann', picture: 'https://example.test/a.png' }],
  });
});

afterAll(async () => {
  await idp.close();
});

const authorizationUrl = (clientId: string, verifier: string, extra: Record<string, string> = {}) =>
  `${idp.authorizationEndpoint}?${new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: 'st-1',
    nonce: 'n-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  })}`;

it('signs an account in without a browser and issues signed tokens and a profile for the code', async () => {
  const client = idp.registerClient({ redirectUris: [redirectUri] });
  const verifier = randomBytes(32).toString('base64url');
  const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
  expect(discovery.authorization_endpoint).toBe(idp.authorizationEndpoint);
  expect(discovery.token_endpoint).toBe(idp.tokenEndpoint);

  const returned = new URL(await idp.completeSignIn(authorizationUrl(client.clientId, verifier), 'u-1'));
  expect(returned.origin + returned.pathname).toBe(redirectUri);
  expect(returned.searchParams.get('state')).toBe('st-1');
  const code = returned.searchParams.get('code') ?? '';

  const exchange = (codeVerifier: string) =>
    fetch(idp.tokenEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier }),
    });
  expect((await exchange('wrong-verifier-wrong-verifier-wrong-verifier')).status).toBe(400);

  const third = new URL(await idp.completeSignIn(authorizationUrl(client.clientId, verifier), 'u-1'));
  const answer = await fetch(idp.tokenEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: third.searchParams.get('code') ?? '', redirect_uri: redirectUri, code_verifier: verifier }),
  });
  const issued = (await answer.json()) as { id_token: string; access_token: string };
  const { payload } = await jwtVerify(issued.id_token, createRemoteJWKSet(new URL(idp.jwksUri)), {
    issuer: idp.issuer,
    audience: client.clientId,
  });
  expect(payload).toMatchObject({ sub: 'u-1', nonce: 'n-1', email: 'ann@example.test', email_verified: true, name: 'Ann' });

  const userinfo = await fetch(idp.userinfoEndpoint, { headers: { authorization: `Bearer ${issued.access_token}` } });
  expect(await userinfo.json()).toMatchObject({ sub: 'u-1', email: 'ann@example.test', picture: 'https://example.test/a.png' });

  idp.serveProfile('/user', (account) => ({ id: 42, login: account.sub, avatar_url: account.picture }));
  const profile = await fetch(`${idp.issuer}/user`, { headers: { authorization: `Bearer ${issued.access_token}` } });
  expect(await profile.json()).toEqual({ id: 42, login: 'u-1', avatar_url: 'https://example.test/a.png' });
  expect((await fetch(`${idp.issuer}/user`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
});

it('refuses a redirect URI the client did not register', async () => {
  const client = idp.registerClient({ redirectUris: [redirectUri] });
  const url = authorizationUrl(client.clientId, randomBytes(32).toString('base64url'), { redirect_uri: `${redirectUri}/x` });
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain('redirect_uri');
});

it('shows a page with one button per account, and signs in the chosen one when told to', async () => {
  idp.setAccount({ sub: 'u-2', name: 'Bob' });
  const client = idp.registerClient({ redirectUris: [redirectUri] });
  const start = await fetch(authorizationUrl(client.clientId, randomBytes(32).toString('base64url')), { redirect: 'manual' });
  const cookies = start.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  const page = await fetch(new URL(start.headers.get('location') ?? '', idp.issuer), { headers: { cookie: cookies } });
  const html = await page.text();
  expect(html).toContain('Continue as Ann');
  expect(html).toContain('Continue as Bob');

  idp.autoSignInAs('u-2');
  const again = await fetch(authorizationUrl(client.clientId, randomBytes(32).toString('base64url')), { redirect: 'manual' });
  const againCookies = again.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  const auto = await fetch(new URL(again.headers.get('location') ?? '', idp.issuer), { headers: { cookie: againCookies }, redirect: 'manual' });
  expect(auto.status).toBe(303);
  expect(auto.headers.get('location')).toContain('/auth/');
  idp.autoSignInAs(undefined);
});

it('lets a test rewrite the token answer', async () => {
  const client = idp.registerClient({ redirectUris: [redirectUri], tokenEndpointAuthMethod: 'client_secret_post' });
  const verifier = randomBytes(32).toString('base64url');
  const returned = new URL(await idp.completeSignIn(authorizationUrl(client.clientId, verifier), 'u-1'));
  idp.rewriteTokenAnswers((body) => ({ ...body, id_token: 'tampered' }));
  const answer = await fetch(idp.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: returned.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
  });
  idp.rewriteTokenAnswers(undefined);
  expect(((await answer.json()) as { id_token: string }).id_token).toBe('tampered');
});
