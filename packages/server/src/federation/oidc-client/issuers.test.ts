import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestError } from '../../errors/request-error.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { discover, issuerMatches } from './discovery.js';
import { verifyIdToken } from './id-token.js';

/**
 * A multi-tenant provider shaped like Microsoft's `common` endpoint: its discovery document names
 * the issuer `{base}/{tenantid}/v2.0`, and each token names its own tenant in `iss` and `tid`. It
 * also mirrors the upstream provider's document at its root, which names the upstream's issuer.
 */
let idp: UpstreamIdp;
let server: http.Server;
let base: string;
let signingKey: CryptoKey;
const clientId = 'rp-client';

beforeAll(async () => {
  idp = await startUpstreamIdp();
  const upstreamDocument = await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).text();
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  signingKey = privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k-1', alg: 'RS256', use: 'sig' }] });
  server = http.createServer((request, response) => {
    const documents: Record<string, string> = {
      '/.well-known/openid-configuration': upstreamDocument,
      '/other/.well-known/openid-configuration': JSON.stringify({ issuer: base }),
      '/common/v2.0/.well-known/openid-configuration': JSON.stringify({
        issuer: `${base}/{tenantid}/v2.0`,
        authorization_endpoint: `${base}/common/oauth2/v2.0/authorize`,
        token_endpoint: `${base}/common/oauth2/v2.0/token`,
        jwks_uri: `${base}/keys`,
      }),
      '/keys': jwks,
    };
    const body = documents[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await idp.close();
});

/** What a rejected call failed with: a RequestError's code and data. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(() => undefined, (error: unknown) => (error instanceof RequestError ? { code: error.code, data: error.data } : error));

const idToken = (claims: JWTPayload, expiresAt = Math.floor(Date.now() / 1000) + 300, key = signingKey) =>
  new SignJWT({ aud: clientId, sub: 'u-1', nonce: 'n-1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k-1' })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);

describe('the issuer a discovery document names', () => {
  it('must be the configured one (OpenID Connect Discovery §4.3); other documents are no discovery', async () => {
    expect(await failureOf(discover(base))).toEqual({ code: 'connector.invalid_config', data: { reason: 'issuer_mismatch' } });
    expect(await failureOf(discover(`${base}/other`))).toEqual({ code: 'connector.invalid_config', data: { reason: 'discovery_incomplete' } });
    expect(await failureOf(discover(`${base}/none`))).toEqual({ code: 'connector.invalid_config', data: { reason: 'discovery_failed' } });
  });

  it('may be a multi-tenant template whose `{tenantid}` stands for one path segment of the configured issuer', async () => {
    expect((await discover(`${base}/common/v2.0`)).issuer).toBe(`${base}/{tenantid}/v2.0`);
    const template = 'https://login.microsoftonline.com/{tenantid}/v2.0';
    expect(issuerMatches(template, 'https://login.microsoftonline.com/common/v2.0')).toBe(true);
    expect(issuerMatches(template, 'https://login.microsoftonline.com/organizations/v2.0/')).toBe(true);
    expect(issuerMatches(template, 'https://login.microsoftonline.com/a/b/v2.0')).toBe(false);
    expect(issuerMatches(template, 'https://login.microsoftonline.com.evil.test/common/v2.0')).toBe(false);
    expect(issuerMatches('https://id.example.test', 'https://id.example.test.evil.test')).toBe(false);
  });
});

describe('an ID token of a multi-tenant issuer', () => {
  const verify = async (token: string, nonce = 'n-1') =>
    verifyIdToken(token, { discovery: await discover(`${base}/common/v2.0`), clientId, nonce });

  it("names its own tenant's issuer, the one its `tid` claim selects", async () => {
    const claims = await verify(await idToken({ iss: `${base}/tenant-a/v2.0`, tid: 'tenant-a' }));
    expect(claims).toMatchObject({ sub: 'u-1', tid: 'tenant-a' });
    expect(await failureOf(verify(await idToken({ iss: `${base}/tenant-b/v2.0`, tid: 'tenant-a' })))).toEqual({
      code: 'connector.social_invalid_id_token',
      data: { reason: 'issuer' },
    });
    expect(await failureOf(verify(await idToken({ iss: `${base}/tenant-a/v2.0` })))).toMatchObject({ data: { reason: 'issuer' } });
  });

  it('is refused for another audience, another key, a missing subject or nonce, and past expiry beyond the tolerance', async () => {
    const iss = `${base}/tenant-a/v2.0`;
    const now = Math.floor(Date.now() / 1000);
    expect(await verify(await idToken({ iss, tid: 'tenant-a' }, now - 30))).toMatchObject({ sub: 'u-1' });
    const reasonOf = async (token: Promise<string>, nonce?: string) => ((await failureOf(verify(await token, nonce))) as RequestError | undefined)?.data;
    expect(await reasonOf(idToken({ iss, tid: 'tenant-a' }, now - 120))).toEqual({ reason: 'signature_or_claims' });
    expect(await reasonOf(idToken({ iss, tid: 'tenant-a', aud: 'another-client' }))).toEqual({ reason: 'signature_or_claims' });
    const { privateKey: stranger } = await generateKeyPair('RS256');
    expect(await reasonOf(idToken({ iss, tid: 'tenant-a' }, now + 300, stranger))).toEqual({ reason: 'signature_or_claims' });
    expect(await reasonOf(idToken({ iss, tid: 'tenant-a', sub: '' }))).toEqual({ reason: 'subject' });
    expect(await reasonOf(idToken({ iss, tid: 'tenant-a' }), 'n-2')).toEqual({ reason: 'nonce' });
  });
});
