import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { adminTenantId, defaultTenantId, passwordPolicyGuard, type Role } from '@tessera/schemas';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestDatabaseUrl, readTestRedisUrl } from '../../server/src/config.js';
import { scopeToTenant } from '../../server/src/db/tenant-scope.js';
import { setSentinelPolicy } from '../../server/src/modules/sentinel/sentinel-policy.js';
import { createUser } from '../../server/src/modules/users/service.js';
import { signInExperienceKey } from '../../server/src/modules/experience/experience-settings.js';
import { upsertTenantConfig } from '../../server/src/modules/tenant-configs/queries.js';
import { insertApplication } from '../../server/src/modules/applications/queries.js';
import { toJson } from '../../server/src/db/json.js';
import { generateId } from '../../server/src/utils/id.js';
import type { Tessera } from '../../server/src/app/start-server.js';
import { createApiClient, type ApiClient } from '../../server/src/testing/api-client.js';
import { createConsoleUser } from '../../server/src/testing/console-user-token.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../server/src/testing/authorization-flow.js';
import type { CookieJar } from '../../server/src/testing/cookie-jar.js';
import { ensureBuilt } from './support/build.js';
import type { ReadyServer } from './support/built-server.js';
import {
  clientCredentialsToken,
  createManagementClient,
  managementTokenParameters,
  onInstance,
  startInstancePair,
  type Client,
  type InstancePair,
} from './support/instance-pair.js';
import { serverBuild } from './support/paths.js';

const databaseUrl = readTestDatabaseUrl();
const redisUrl = readTestRedisUrl();
const rateLimit = 6;
const password = 'Gl4cier-Tundra-Scale';

/**
 * Each test speaks from client addresses of its own (the instances trust the loopback proxy's
 * X-Forwarded-For), so the shared rate-limit counters of other tests and runs never meet them.
 */
let addressCounter = 0;
const runOctet = randomBytes(1)[0] ?? 0;
const freshAddress = () => `198.18.${runOctet}.${++addressCounter}`;

const signIn = (instance: ReadyServer, jar: CookieJar, body: Record<string, string>, address: string) =>
  jar.fetch(`${instance.url}/api/experience/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });

/** A DPoP proof (RFC 9449 §4.2); with an access token it carries the token's hash (`ath`). */
async function dpopProof(keys: { publicKey: CryptoKey; privateKey: CryptoKey }, method: string, url: string, accessToken?: string) {
  return new SignJWT({
    htm: method,
    htu: url,
    jti: randomUUID(),
    ...(accessToken ? { ath: createHash('sha256').update(accessToken).digest('base64url') } : {}),
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: await exportJWK(keys.publicKey) })
    .setIssuedAt()
    .sign(keys.privateKey);
}

describe.runIf(databaseUrl && redisUrl)('two instances on one PostgreSQL database and one Redis', () => {
  let pair: InstancePair;
  let management: Client;
  let apiOnA: ApiClient;

  beforeAll(async () => {
    ensureBuilt(serverBuild);
    pair = await startInstancePair({
      redisUrl: redisUrl ?? '',
      environment: { CREDENTIAL_RATE_LIMIT: String(rateLimit), TRUST_PROXY: '127.0.0.1' },
    });
    management = await createManagementClient(pair);
    const token = await clientCredentialsToken(pair.a, management, managementTokenParameters);
    if (!token.body.access_token) {
      throw new Error(`No Management API token: ${JSON.stringify(token.body)}`);
    }
    apiOnA = createApiClient(pair.a.url, token.body.access_token);
  });
  afterAll(async () => {
    await pair?.stop();
  });

  const scope = () => scopeToTenant(pair.database.db, defaultTenantId);

  it('finishes on B a sign-in started on A, and the code from B is redeemed at A', async () => {
    const user = await createUser(scope(), { username: 'across', password }, { defaultRoles: true });
    const clientId = await insertTestClient(pair.database.db);
    const verifier = randomBytes(32).toString('base64url');
    const flow = await new AuthorizationFlow(pair.a.url, clientId).start({
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    });
    expect(flow.uid).not.toBe('');

    const interaction = await flow.jar.fetch(`${pair.b.url}/api/experience/interaction`);
    expect(interaction.status).toBe(200);
    const answer = await signIn(pair.b, flow.jar, { identifier: 'across', password }, freshAddress());
    expect(answer.status).toBe(200);
    const { redirectTo } = (await answer.json()) as { redirectTo: string };

    // The browser comes back through B until it lands on the client's redirect URI.
    let location = onInstance(redirectTo, pair.b);
    for (let hop = 0; hop < 10 && !location.startsWith(testRedirectUri); hop++) {
      const response = await flow.jar.fetch(location);
      const next = response.headers.get('location');
      if (!next) {
        throw new Error(`Expected a redirect from ${location}, got ${response.status}: ${await response.text()}`);
      }
      const resolved = new URL(next, location).toString();
      location = resolved.startsWith(testRedirectUri) ? resolved : onInstance(resolved, pair.b);
    }
    const code = new URL(location).searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await fetch(`${pair.a.url}/oidc/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: testRedirectUri,
        client_id: clientId,
        code_verifier: verifier,
      }),
    });
    expect(tokens.status).toBe(200);
    const body = (await tokens.json()) as { id_token: string; access_token: string };
    expect(decodeJwt(body.id_token).sub).toBe(user.id);

    const userInfo = await fetch(`${pair.b.url}/oidc/me`, { headers: { Authorization: `Bearer ${body.access_token}` } });
    expect(userInfo.status).toBe(200);
    expect(((await userInfo.json()) as { sub: string }).sub).toBe(user.id);

    // The session B started is A's too: a silent request there signs the browser in at once.
    const silent = await flow.jar.fetch(
      `${pair.a.url}/oidc/auth?${new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: testRedirectUri,
        scope: 'openid',
        prompt: 'none',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      })}`,
    );
    let silentLocation = silent.headers.get('location') ?? '';
    for (let hop = 0; hop < 5 && !silentLocation.startsWith(testRedirectUri); hop++) {
      const next = await flow.jar.fetch(onInstance(new URL(silentLocation, pair.a.url).toString(), pair.a));
      silentLocation = next.headers.get('location') ?? '';
    }
    const silentResult = new URL(silentLocation).searchParams;
    expect(silentResult.get('error')).toBeNull();
    expect(silentResult.get('code')).toBeTruthy();
  });

  it('accepts at B a token issued by A, and both see it revoked at A', async () => {
    const issued = await clientCredentialsToken(pair.a, management, managementTokenParameters);
    const token = issued.body.access_token ?? '';
    expect(issued.status).toBe(200);
    expect((await createApiClient(pair.b.url, token).get('/roles')).status).toBe(200);

    const basic = `Basic ${Buffer.from(`${management.id}:${management.secret}`).toString('base64')}`;
    const introspect = async (instance: ReadyServer) => {
      const response = await fetch(`${instance.url}/oidc/token/introspection`, {
        method: 'POST',
        headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      return (await response.json()) as { active: boolean; client_id?: string };
    };
    expect(await introspect(pair.b)).toMatchObject({ active: true, client_id: management.id });

    const revoked = await fetch(`${pair.a.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    expect(revoked.status).toBe(200);
    expect(await introspect(pair.b)).toEqual({ active: false });
  });

  it('refuses at B a DPoP proof already used at A', async () => {
    const keys = await generateKeyPair('ES256');
    const tokenUrl = `${pair.a.url}/oidc/token`;
    const issued = await fetch(tokenUrl, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${management.id}:${management.secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        DPoP: await dpopProof(keys, 'POST', tokenUrl),
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...managementTokenParameters }),
    });
    expect(issued.status).toBe(200);
    const { access_token: token, token_type: tokenType } = (await issued.json()) as { access_token: string; token_type: string };
    expect(tokenType.toLowerCase()).toBe('dpop');

    // Both instances announce the same public address, so one proof is valid at either.
    const proof = await dpopProof(keys, 'GET', `${pair.publicUrl}/api/roles`, token);
    const call = (instance: ReadyServer, withProof: string) =>
      fetch(`${instance.url}/api/roles`, { headers: { Authorization: `DPoP ${token}`, DPoP: withProof } });
    expect((await call(pair.a, proof)).status).toBe(200);
    expect((await call(pair.b, proof)).status).toBe(401);
    expect((await call(pair.b, await dpopProof(keys, 'GET', `${pair.publicUrl}/api/roles`, token))).status).toBe(200);
  });

  it('times a device polling both instances as one (slow_down)', async () => {
    const application = await insertApplication(scope(), {
      id: generateId(),
      name: 'Scale-out TV',
      type: 'Native',
      oidc_client_metadata: toJson({ redirectUris: [] }),
      custom_client_metadata: toJson({ isDeviceFlow: true }),
      custom_data: toJson({}),
      is_third_party: false,
    });
    const post = async (instance: ReadyServer, path: string, values: Record<string, string>) => {
      const response = await fetch(`${instance.url}/oidc/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: application.id, ...values }),
      });
      return (await response.json()) as Record<string, string>;
    };
    const device = await post(pair.a, 'device/auth', { scope: 'openid' });
    const poll = (instance: ReadyServer) =>
      post(instance, 'token', { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: device.device_code ?? '' });
    expect((await poll(pair.a)).error).toBe('authorization_pending');
    // The second poll within the interval lands on the other instance and is still too soon.
    expect((await poll(pair.b)).error).toBe('slow_down');
  });

  it('lets a console user verify their password at A and change it at B', async () => {
    // No breach lookup over the network: the servers run without one.
    await upsertTenantConfig(scopeToTenant(pair.database.db, adminTenantId), signInExperienceKey, {
      passwordPolicy: passwordPolicyGuard.parse({ rejects: { pwned: false } }),
    });
    // What the token helper reads of a server: the public address and the shared database.
    const signer = { context: { config: { endpoint: pair.publicUrl }, database: pair.database } };
    const { token } = await createConsoleUser(signer as unknown as Pick<Tessera, 'context'>, {
      username: 'reauthacross',
      password,
    });
    const call = (instance: ReadyServer, path: string, body: unknown) =>
      fetch(`${instance.url}/api${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
        body: JSON.stringify(body),
      });
    expect((await call(pair.b, '/me/password', { password: 'Another-Glacier-91' })).status).toBe(403);
    expect((await call(pair.a, '/me/password/verify', { password })).status).toBe(204);
    expect((await call(pair.b, '/me/password', { password: 'Another-Glacier-91' })).status).toBe(204);
    // One verification allows one change, wherever the next one lands.
    expect((await call(pair.a, '/me/password', { password: 'Third-Glacier-92' })).status).toBe(403);
  });

  it('counts one credential rate limit over both instances', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index < rateLimit + 2; index++) {
      const instance = index % 2 === 0 ? pair.a : pair.b;
      const response = await fetch(`${instance.url}/api/experience/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ identifier: 'nobody', password: 'whatever' }),
      });
      statuses.push(response.status);
    }
    // No interaction: 404 while allowed; the limit is the total, not each instance's share.
    expect(statuses.slice(0, rateLimit)).not.toContain(429);
    expect(statuses.slice(rateLimit)).toEqual([429, 429]);
    // Another client address keeps its own budget.
    const other = await fetch(`${pair.b.url}/api/experience/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
      body: JSON.stringify({ identifier: 'nobody', password: 'whatever' }),
    });
    expect(other.status).toBe(404);
  });

  it('locks an identifier after failures split between the instances', async () => {
    await setSentinelPolicy(scope(), { maxAttempts: 3, lockoutDurationMinutes: 15 });
    await createUser(scope(), { username: 'lockacross', password }, { defaultRoles: true });
    const flow = await new AuthorizationFlow(pair.a.url, await insertTestClient(pair.database.db)).start();
    const attempt = async (instance: ReadyServer, secret: string) => {
      const response = await signIn(instance, flow.jar, { identifier: 'lockacross', password: secret }, freshAddress());
      return { status: response.status, body: (await response.json()) as { code: string; data?: unknown } };
    };

    expect((await attempt(pair.a, 'wrong-1')).body.code).toBe('session.invalid_credentials');
    expect((await attempt(pair.b, 'wrong-2')).body.code).toBe('session.invalid_credentials');
    expect(await attempt(pair.a, 'wrong-3')).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'session.identifier_locked', data: { minutes: 15 } }),
    });
    expect(await attempt(pair.b, password)).toMatchObject({ status: 403, body: { code: 'session.identifier_locked' } });
  });

  it('puts a role change made through A into the next token B issues', async () => {
    const indicator = 'https://scale-out.example.com';
    const resource = (await apiOnA.post<{ id: string }>('/resources', { name: 'Scale-out API', indicator })).body;
    const read = (await apiOnA.post<{ id: string }>(`/resources/${resource.id}/scopes`, { name: 'read:x' })).body;
    const write = (await apiOnA.post<{ id: string }>(`/resources/${resource.id}/scopes`, { name: 'write:x' })).body;
    const role = (
      await apiOnA.post<Role>('/roles', { name: 'Scale-out worker', description: 'Works', type: 'MachineToMachine', scopeIds: [read.id] })
    ).body;
    const app = (await apiOnA.post<{ id: string; secret: string }>('/applications', { name: 'Worker', type: 'MachineToMachine' })).body;
    expect((await apiOnA.post(`/roles/${role.id}/applications`, { applicationIds: [app.id] })).status).toBe(201);
    const tokenFromB = async () =>
      (await clientCredentialsToken(pair.b, { id: app.id, secret: app.secret }, { resource: indicator, scope: 'read:x write:x' }))
        .body.scope;

    // B has the role's scopes cached now.
    expect(await tokenFromB()).toBe('read:x');
    expect((await apiOnA.post(`/roles/${role.id}/scopes`, { scopeIds: [write.id] })).status).toBe(201);
    expect((await tokenFromB())?.split(' ').sort()).toEqual(['read:x', 'write:x']);
    expect((await apiOnA.delete(`/roles/${role.id}/scopes/${write.id}`)).status).toBe(204);
    expect(await tokenFromB()).toBe('read:x');
    expect((await apiOnA.delete(`/roles/${role.id}/applications/${app.id}`)).status).toBe(204);
    expect(await tokenFromB()).toBe('');
  });

  it('signs with a key rotated through A at B, and publishes it there at once', async () => {
    const kidOf = async (instance: ReadyServer) => {
      const issued = await clientCredentialsToken(instance, management, managementTokenParameters);
      return decodeProtectedHeader(issued.body.access_token ?? '').kid;
    };
    const jwksOf = async (instance: ReadyServer) =>
      ((await (await fetch(`${instance.url}/oidc/jwks`)).json()) as { keys: { kid: string }[] }).keys.map((key) => key.kid);

    const before = await kidOf(pair.b);
    expect(await jwksOf(pair.b)).toContain(before);
    const rotated = await apiOnA.post<{ id: string; status: string }[]>('/configs/oidc/private-keys/rotate', {});
    expect(rotated.status).toBe(200);

    const after = await kidOf(pair.b);
    expect(after).not.toBe(before);
    expect(rotated.body.map((key) => key.id)).toContain(after);
    expect(await jwksOf(pair.b)).toEqual(expect.arrayContaining([before, after]));
    // A token B signed with the new key is accepted by A.
    const fromB = await clientCredentialsToken(pair.b, management, managementTokenParameters);
    expect((await createApiClient(pair.a.url, fromB.body.access_token ?? '').get('/roles')).status).toBe(200);
  });
});
