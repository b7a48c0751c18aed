import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestError } from '../../errors/request-error.js';
import { startHttpReceiver } from '../../testing/http-receiver.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { discover } from './discovery.js';
import { exchangeCode, type TokenEndpointAuthMethod } from './token-exchange.js';
import { finishOidcSignIn, startOidcSignIn } from './relying-party.js';

const redirectUri = 'http://127.0.0.1:9/callback/rp';
let idp: UpstreamIdp;

beforeAll(async () => {
  idp = await startUpstreamIdp({
    accounts: [
      { sub: 'u-1', email: 'ann@example.test', email_verified: true, name: 'Ann' },
      { sub: 'u-2', email: 'bob@example.test', email_verified: true, name: 'Bob' },
    ],
  });
});
afterAll(async () => {
  await idp.close();
});

/** What a rejected call failed with: a RequestError's code and data. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(() => undefined, (error: unknown) => (error instanceof RequestError ? { code: error.code, data: error.data } : error));

/** The authorization URL, the browser's trip through the provider, and the code it hands back. */
const signInAt = async (clientId: string, sub: string, extra?: Record<string, string>) => {
  const { url, pending } = await startOidcSignIn(idp.issuer, { clientId, redirectUri, state: 'st-rp-1', scope: 'openid email profile', extra });
  const returned = new URL(await idp.completeSignIn(url, sub));
  expect(returned.searchParams.get('state')).toBe('st-rp-1');
  return { url: new URL(url), pending, code: returned.searchParams.get('code') ?? '' };
};

const clientFor = (authMethod: TokenEndpointAuthMethod) => ({
  ...idp.registerClient({ redirectUris: [redirectUri], tokenEndpointAuthMethod: authMethod }),
  authMethod,
});

describe('discovery', () => {
  it('reads the endpoints of the issuer it was given, a trailing slash aside', async () => {
    expect(await discover(`${idp.issuer}/`)).toEqual({
      issuer: idp.issuer,
      authorizationEndpoint: idp.authorizationEndpoint,
      tokenEndpoint: idp.tokenEndpoint,
      jwksUri: idp.jwksUri,
      userinfoEndpoint: idp.userinfoEndpoint,
    });
  });
});

describe('the code flow', () => {
  it('sends PKCE S256, a nonce, the state and extra parameters; the protocol parameters win', async () => {
    const client = clientFor('client_secret_basic');
    const { url, pending } = await startOidcSignIn(idp.issuer, {
      clientId: client.clientId,
      redirectUri,
      state: 'st-rp-2',
      scope: 'openid',
      extra: { login_hint: 'ann', response_type: 'token' },
    });
    const query = new URL(url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      response_type: 'code',
      client_id: client.clientId,
      state: 'st-rp-2',
      nonce: pending.nonce,
      code_challenge_method: 'S256',
      login_hint: 'ann',
    });
    expect(query.get('code_challenge')).not.toBe(pending.codeVerifier);
  });

  it.each(['client_secret_basic', 'client_secret_post'] as const)('redeems the code authenticating with %s', async (authMethod) => {
    const client = clientFor(authMethod);
    const { pending, code } = await signInAt(client.clientId, 'u-1');
    const result = await finishOidcSignIn({ issuer: idp.issuer, client, code, redirectUri, pending, readUserInfo: true });
    expect(result.idToken).toMatchObject({ sub: 'u-1', iss: idp.issuer, aud: client.clientId, nonce: pending.nonce });
    expect(result.userInfo).toMatchObject({ sub: 'u-1', email: 'ann@example.test' });
  });

  it('puts the client credentials in HTTP Basic or in the form, as the method says (RFC 6749 §2.3.1)', async () => {
    const tokenEndpoint = await startHttpReceiver();
    tokenEndpoint.answerWith(400);
    try {
      const exchange = { tokenEndpoint: tokenEndpoint.url, clientId: 'rp:1', clientSecret: 's/é', code: 'c-1', redirectUri, codeVerifier: 'v-1' };
      for (const authMethod of ['client_secret_basic', 'client_secret_post'] as const) {
        expect(await failureOf(exchangeCode({ ...exchange, authMethod }))).toEqual({ code: 'connector.social_auth_code_invalid', data: { status: 400 } });
      }
      const [basic, post] = [await tokenEndpoint.nextRequest(), await tokenEndpoint.nextRequest()];
      expect(basic?.headers.authorization).toBe(`Basic ${Buffer.from('rp%3A1:s%2F%C3%A9').toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(basic?.body))).toEqual({ grant_type: 'authorization_code', code: 'c-1', redirect_uri: redirectUri, code_verifier: 'v-1' });
      expect(post?.headers.authorization).toBeUndefined();
      expect(Object.fromEntries(new URLSearchParams(post?.body))).toMatchObject({ client_id: 'rp:1', client_secret: 's/é', code: 'c-1' });
    } finally {
      await tokenEndpoint.close();
    }
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const client = clientFor('client_secret_basic');
    const { pending, code } = await signInAt(client.clientId, 'u-1');
    const failure = await failureOf(
      finishOidcSignIn({ issuer: idp.issuer, client, code, redirectUri, pending: { ...pending, nonce: 'another-sign-in' }, readUserInfo: false }),
    );
    expect(failure).toEqual({ code: 'connector.social_invalid_id_token', data: { reason: 'nonce' } });
  });

  it('refuses a code without the PKCE verifier it was issued for', async () => {
    const client = clientFor('client_secret_basic');
    const { code } = await signInAt(client.clientId, 'u-1');
    const failure = await failureOf(
      finishOidcSignIn({ issuer: idp.issuer, client, code, redirectUri, pending: { codeVerifier: 'x'.repeat(43), nonce: 'n' }, readUserInfo: false }),
    );
    expect(failure).toEqual({ code: 'connector.social_auth_code_invalid', data: { error: 'invalid_grant' } });
  });

  it('tells a refused client (a wrong secret) apart from a refused code', async () => {
    const client = clientFor('client_secret_basic');
    const { pending, code } = await signInAt(client.clientId, 'u-1');
    const failure = await failureOf(
      finishOidcSignIn({ issuer: idp.issuer, client: { ...client, clientSecret: 'not-the-secret' }, code, redirectUri, pending, readUserInfo: false }),
    );
    expect(failure).toEqual({ code: 'connector.authorization_failed', data: { error: 'invalid_client' } });
  });

  it("refuses userinfo about another subject than the ID token's (OpenID Connect Core §5.3.2)", async () => {
    const client = clientFor('client_secret_basic');
    const bob = await signInAt(client.clientId, 'u-2');
    const bobTokens = await exchangeCode({ ...client, tokenEndpoint: idp.tokenEndpoint, code: bob.code, redirectUri, codeVerifier: bob.pending.codeVerifier });
    const ann = await signInAt(client.clientId, 'u-1');
    idp.rewriteTokenAnswers((body) => ({ ...body, access_token: bobTokens.access_token }));
    try {
      const failure = await failureOf(finishOidcSignIn({ issuer: idp.issuer, client, code: ann.code, redirectUri, pending: ann.pending, readUserInfo: true }));
      expect(failure).toEqual({ code: 'connector.invalid_response', data: { reason: 'userinfo_subject' } });
    } finally {
      idp.rewriteTokenAnswers(undefined);
    }
  });
});
