import { defaultTenantId } from '@tessera/schemas';
import { createHash, randomUUID } from 'node:crypto';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../db/json.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { insertApplication } from '../modules/applications/queries.js';
import { managementApiAccessRoleName } from '../modules/management-api/seed.js';
import { findRoleByName, insertApplicationRoles } from '../modules/roles/queries.js';
import { managementApiIndicator } from '../tenancy/tenant-urls.js';
import { testRedirectUri } from '../testing/authorization-flow.js';
import { CookieJar } from '../testing/cookie-jar.js';
import { describeEachDatabase, type TestServer } from '../testing/test-server.js';
import { generateId } from '../utils/id.js';

const resource = managementApiIndicator(defaultTenantId);
const insecure = { execute: [client.allowInsecureRequests] };

type KeyPair = { publicKey: CryptoKey; privateKey: CryptoKey };

/** An application whose stored metadata carries the per-application protocol settings. */
async function insertClient(
  server: TestServer,
  type: 'SPA' | 'MachineToMachine',
  oidcMetadata: Record<string, unknown>,
) {
  const scope = scopeToTenant(server.context.database.db, defaultTenantId);
  const application = await insertApplication(scope, {
    id: generateId(),
    name: `FAPI ${type}`,
    type,
    oidc_client_metadata: toJson({
      redirectUris: type === 'SPA' ? [testRedirectUri] : [],
      postLogoutRedirectUris: [],
      ...oidcMetadata,
    }),
    custom_client_metadata: toJson({}),
    custom_data: toJson({}),
    is_third_party: false,
  });
  return application.id;
}

/** A machine client authenticating with private_key_jwt, holding the Management API role. */
async function insertKeyClient(
  server: TestServer,
  keys: KeyPair,
  extra: Record<string, unknown> = {},
) {
  const jwk = {
    ...(await exportJWK(keys.publicKey)),
    alg: 'ES256',
    use: 'sig',
    kid: 'client-key-1',
  };
  const clientId = await insertClient(server, 'MachineToMachine', {
    tokenEndpointAuthMethod: 'private_key_jwt',
    jwks: { keys: [jwk] },
    ...extra,
  });
  const scope = scopeToTenant(server.context.database.db, defaultTenantId);
  const role = await findRoleByName(scope, managementApiAccessRoleName);
  await insertApplicationRoles(scope, clientId, [role?.id ?? '']);
  server.context.bus.publish({ kind: 'resources', tenantId: defaultTenantId });
  return clientId;
}

/** The error code of a refused token request, from the body or from the challenge header. */
const errorCodeOf = (error: unknown) => {
  const refusal = error as { error?: string; cause?: { parameters?: { error?: string } }[] };
  return refusal.error ?? refusal.cause?.[0]?.parameters?.error;
};

/** A DPoP proof (RFC 9449 §4.2) made by hand, for requests a standard client would never make. */
async function dpopProof(keys: KeyPair, method: string, url: string, accessToken: string) {
  return new SignJWT({
    htm: method,
    htu: url,
    ath: createHash('sha256').update(accessToken).digest('base64url'),
    jti: randomUUID(),
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: await exportJWK(keys.publicKey) })
    .setIssuedAt()
    .sign(keys.privateKey);
}

const discover = (server: TestServer, clientId: string, auth: client.ClientAuth) =>
  client.discovery(new URL(`${server.url}/oidc`), clientId, undefined, auth, insecure);

describeEachDatabase('FAPI 2.0 building blocks, per application', (server) => {
  let keys: KeyPair;

  beforeAll(async () => {
    keys = await generateKeyPair('ES256');
  });

  describe('private_key_jwt', () => {
    it('authenticates a client with a signed assertion (RFC 7523 §2.2, OIDC Core §9)', async () => {
      const clientId = await insertKeyClient(server(), keys);
      const config = await discover(server(), clientId, client.PrivateKeyJwt(keys.privateKey));
      const tokens = await client.clientCredentialsGrant(config, { resource, scope: 'all' });
      expect(decodeJwt(tokens.access_token)).toMatchObject({ client_id: clientId, scope: 'all' });
    });

    it('refuses an assertion signed with another key and a client secret (RFC 6749 §5.2)', async () => {
      const clientId = await insertKeyClient(server(), keys);
      const stranger = await generateKeyPair('ES256');
      const forged = await discover(server(), clientId, client.PrivateKeyJwt(stranger.privateKey));
      const forgedError = await client
        .clientCredentialsGrant(forged, { resource })
        .catch((error: unknown) => error);
      expect(errorCodeOf(forgedError)).toBe('invalid_client');
      const withSecret = await discover(server(), clientId, client.ClientSecretBasic('guess'));
      const secretError = await client
        .clientCredentialsGrant(withSecret, { resource })
        .catch((error: unknown) => error);
      expect(errorCodeOf(secretError)).toBe('invalid_client');
    });
  });

  describe('DPoP', () => {
    it('binds an access token to the DPoP key: token_type DPoP and cnf.jkt (RFC 9449 §5, §6.1)', async () => {
      const clientId = await insertKeyClient(server(), keys);
      const config = await discover(server(), clientId, client.PrivateKeyJwt(keys.privateKey));
      const dpopKeys = await generateKeyPair('ES256');
      const DPoP = client.getDPoPHandle(config, dpopKeys);
      const tokens = await client.clientCredentialsGrant(
        config,
        { resource, scope: 'all' },
        { DPoP },
      );
      expect(tokens.token_type.toLowerCase()).toBe('dpop');
      const cnf = decodeJwt(tokens.access_token).cnf as { jkt?: string };
      expect(cnf.jkt).toEqual(expect.any(String));
      // Introspection names the binding too (RFC 9449 §6.2, RFC 7662 §2.2).
      expect(await client.tokenIntrospection(config, tokens.access_token)).toMatchObject({
        active: true,
        token_type: 'DPoP',
        cnf: { jkt: cnf.jkt },
      });

      // Our own API takes the bound token only with a proof of the key (RFC 9449 §7.1).
      const url = new URL(`${server().url}/api/applications`);
      const withProof = await client.fetchProtectedResource(
        config,
        tokens.access_token,
        url,
        'GET',
        undefined,
        undefined,
        { DPoP },
      );
      expect(withProof.status).toBe(200);
      const asBearer = await fetch(url, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
      expect(asBearer.status).toBe(401);
      expect(asBearer.headers.get('www-authenticate')).toContain('error="invalid_token"');
      const withoutProof = await fetch(url, {
        headers: { Authorization: `DPoP ${tokens.access_token}` },
      });
      expect(withoutProof.status).toBe(401);
      expect(withoutProof.headers.get('www-authenticate')).toMatch(
        /^DPoP .*error="invalid_dpop_proof"/,
      );
    });

    it('refuses a proof made with another key, for another request, or replayed (RFC 9449 §4.3, §11.1)', async () => {
      const clientId = await insertKeyClient(server(), keys);
      const config = await discover(server(), clientId, client.PrivateKeyJwt(keys.privateKey));
      const dpopKeys = await generateKeyPair('ES256');
      const tokens = await client.clientCredentialsGrant(
        config,
        { resource, scope: 'all' },
        { DPoP: client.getDPoPHandle(config, dpopKeys) },
      );
      const url = `${server().url}/api/applications`;
      const call = (proof: string) =>
        fetch(url, { headers: { Authorization: `DPoP ${tokens.access_token}`, DPoP: proof } });

      expect(
        (
          await call(
            await dpopProof(await generateKeyPair('ES256'), 'GET', url, tokens.access_token),
          )
        ).status,
      ).toBe(401);
      expect(
        (
          await call(
            await dpopProof(dpopKeys, 'GET', `${server().url}/api/roles`, tokens.access_token),
          )
        ).status,
      ).toBe(401);
      expect((await call(await dpopProof(dpopKeys, 'POST', url, tokens.access_token))).status).toBe(
        401,
      );
      expect((await call(await dpopProof(dpopKeys, 'GET', url, 'another-token'))).status).toBe(401);
      const proof = await dpopProof(dpopKeys, 'GET', url, tokens.access_token);
      expect((await call(proof)).status).toBe(200);
      expect((await call(proof)).status).toBe(401);
    });

    it('requires DPoP for an application with dpopBoundAccessTokens (RFC 9449 §5.2)', async () => {
      const clientId = await insertKeyClient(server(), keys, { dpopBoundAccessTokens: true });
      const config = await discover(server(), clientId, client.PrivateKeyJwt(keys.privateKey));
      // The library answers invalid_grant; the RFC leaves the code open, it requires the refusal.
      const refused = await client
        .clientCredentialsGrant(config, { resource, scope: 'all' })
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 400, error: 'invalid_grant' });
      const DPoP = client.getDPoPHandle(config, await generateKeyPair('ES256'));
      const tokens = await client.clientCredentialsGrant(
        config,
        { resource, scope: 'all' },
        { DPoP },
      );
      expect(tokens.token_type.toLowerCase()).toBe('dpop');
    });
  });

  describe('pushed authorization requests', () => {
    const signIn = async (authorizationUrl: URL, username: string) => {
      const jar = new CookieJar();
      const started = await jar.fetch(authorizationUrl.toString());
      expect(started.headers.get('location')).toMatch(/\/sign-in\?uid=/);
      const registered = await jar.fetch(`${server().url}/api/experience/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: 'correct-Horse-battery-9' }),
      });
      let location = ((await registered.json()) as { redirectTo: string }).redirectTo;
      for (let hop = 0; hop < 10 && !location.startsWith(testRedirectUri); hop++) {
        const response = await jar.fetch(new URL(location, server().url).toString());
        location = new URL(response.headers.get('location') ?? '', location).toString();
      }
      return new URL(location);
    };

    const codeParameters = async (verifier: string) => ({
      redirect_uri: testRedirectUri,
      scope: 'openid offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'par-state',
    });

    it('completes an authorization started with a pushed request (RFC 9126 §2, §4)', async () => {
      const clientId = await insertClient(server(), 'SPA', {
        requirePushedAuthorizationRequests: true,
      });
      const config = await discover(server(), clientId, client.None());
      const verifier = client.randomPKCECodeVerifier();
      const url = await client.buildAuthorizationUrlWithPAR(config, await codeParameters(verifier));
      expect(url.searchParams.get('request_uri')).toMatch(/^urn:ietf:params:oauth:request_uri:/);
      const callbackUrl = await signIn(url, 'par_user');
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: verifier,
        expectedState: 'par-state',
      });
      expect(tokens.claims()?.aud).toBe(clientId);
      // The pushed request keeps offline_access for a first-party app, as a plain one does.
      expect(tokens.refresh_token).toBeTruthy();
    });

    it('refuses a plain authorization request of an application requiring PAR (RFC 9126 §6)', async () => {
      const clientId = await insertClient(server(), 'SPA', {
        requirePushedAuthorizationRequests: true,
      });
      const config = await discover(server(), clientId, client.None());
      const url = client.buildAuthorizationUrl(
        config,
        await codeParameters(client.randomPKCECodeVerifier()),
      );
      const response = await fetch(url, { redirect: 'manual' });
      const location = new URL(response.headers.get('location') ?? '', server().url);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('error_description')).toMatch(
        /pushed authorization request/i,
      );
    });
  });
});
