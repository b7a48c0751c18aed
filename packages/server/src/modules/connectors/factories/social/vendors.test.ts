import { randomBytes } from 'node:crypto';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RequestError } from '../../../../errors/request-error.js';
import { startHttpReceiver } from '../../../../testing/http-receiver.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../../../testing/upstream-idp.js';
import { createSecretVault } from '../../../../utils/secret-vault.js';
import type { SocialFactory } from '../factory.js';
import { appleFactory } from './apple.js';
import type { SocialContext } from './protocol.js';
import { oidcFactory } from './oidc.js';
import { discordFactory, googleFactory, microsoftFactory } from './vendors.js';

const redirectUri = 'http://127.0.0.1:9/callback/vendor';
const context: SocialContext = { vault: createSecretVault(randomBytes(32)), tenantEndpoint: 'http://127.0.0.1:9' };
let idp: UpstreamIdp;

beforeAll(async () => {
  idp = await startUpstreamIdp({
    accounts: [{ sub: 'u-1', email: 'Ann@Example.test', email_verified: true, name: 'Ann', picture: 'https://example.test/a.png', preferred_username: 'ann' }],
  });
});
afterAll(async () => {
  await idp.close();
});

/** The whole sign-in through the factory's own protocol code, against the upstream provider. */
const signIn = async (factory: SocialFactory, config: Record<string, unknown>, rewrite: (url: URL) => void = () => undefined) => {
  const { url, session } = await factory.social.authorizationUri(config, { state: 'st-vendor-1', redirectUri }, context);
  const sent = new URL(url);
  rewrite(sent);
  const returned = new URL(await idp.completeSignIn(sent.href, 'u-1'));
  return factory.social.userInfo(config, session, { ...Object.fromEntries(returned.searchParams), redirectUri }, context);
};

const clientConfig = (authMethod: 'client_secret_basic' | 'client_secret_post' = 'client_secret_post') => {
  const client = idp.registerClient({ redirectUris: [redirectUri], tokenEndpointAuthMethod: authMethod });
  return { clientId: client.clientId, clientSecret: client.clientSecret };
};

it('Google: OpenID Connect with account selection, the verified email lowercased', async () => {
  const config = { ...clientConfig(), issuer: idp.issuer };
  const { url } = await googleFactory.social.authorizationUri(config, { state: 'st-vendor-1', redirectUri }, context);
  expect(new URL(url).searchParams.get('prompt')).toBe('select_account');
  // The local provider knows no `select_account` prompt (Google does).
  const withoutPrompt = (sent: URL) => sent.searchParams.delete('prompt');
  expect(await signIn(googleFactory, config, withoutPrompt)).toMatchObject({ id: 'u-1', email: 'ann@example.test', emailVerified: true, name: 'Ann', avatar: 'https://example.test/a.png' });
});

it('Microsoft: an email counts as verified only with the claim that says so', async () => {
  const info = await signIn(microsoftFactory, { ...clientConfig(), issuer: idp.issuer });
  expect(info).toMatchObject({ id: 'u-1', email: 'ann@example.test', emailVerified: false });
});

it("Discord: the profile's own names, the avatar on Discord's CDN, `verified` for the email", async () => {
  idp.serveProfile('/discord/users/@me', (account) => ({ id: '80351110224678912', username: account.preferred_username, global_name: null, avatar: 'a1b2c3', email: account.email, verified: true }));
  const info = await signIn(discordFactory, {
    ...clientConfig(),
    scope: 'openid email profile',
    authorizationEndpoint: idp.authorizationEndpoint,
    tokenEndpoint: idp.tokenEndpoint,
    userInfoEndpoint: `${idp.issuer}/discord/users/@me`,
  });
  expect(info).toMatchObject({
    id: '80351110224678912',
    name: 'ann',
    email: 'ann@example.test',
    emailVerified: true,
    avatar: 'https://cdn.discordapp.com/avatars/80351110224678912/a1b2c3.png',
  });
});

it('Apple: signs a fresh ES256 client secret with the team key, and refuses an unusable key', async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const config = { clientId: 'com.example.web', teamId: 'TEAM123', keyId: 'KEY123', privateKey: await exportPKCS8(privateKey), issuer: idp.issuer };
  const { url, session } = await appleFactory.social.authorizationUri(config, { state: 'st-vendor-1', redirectUri }, context);
  const query = new URL(url).searchParams;
  expect(url.startsWith(idp.authorizationEndpoint)).toBe(true);
  expect(query.get('client_id')).toBe('com.example.web');
  expect(query.get('nonce')).toBe(session.nonce);
  expect(query.get('code_challenge_method')).toBe('S256');
  const error = await appleFactory.social
    .userInfo({ ...config, privateKey: 'not a key' }, session, { state: 'st-vendor-1', code: 'c' }, context)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RequestError);
  expect((error as RequestError).code).toBe('connector.invalid_config');
});

it('OpenID Connect: an issuer without a discovery document is an unusable config', async () => {
  const nowhere = await startHttpReceiver();
  nowhere.answerWith(404);
  try {
    const error = await oidcFactory.social
      .authorizationUri({ clientId: 'c', clientSecret: 's', issuer: nowhere.url }, { state: 'st-vendor-1', redirectUri }, context)
      .catch((caught: unknown) => caught);
    expect((error as RequestError).code).toBe('connector.invalid_config');
    expect((await nowhere.nextRequest()).url).toBe('/.well-known/openid-configuration');
  } finally {
    await nowhere.close();
  }
});
