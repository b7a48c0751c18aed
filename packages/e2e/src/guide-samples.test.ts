import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pickExampleScopes,
  expressJoseCode,
} from '../../console/src/pages/api-resources/guide/express-jose-code';
import {
  callApiCode,
  clientCredentialsFetch,
} from '../../console/src/pages/applications/guide/code/client-credentials';
import { traditionalServerCode } from '../../console/src/pages/applications/guide/code/traditional-express';
import { createManagementApiClient, type ApiClient } from '../../server/src/testing/api-client.js';
import { CookieJar } from '../../server/src/testing/cookie-jar.js';
import { findFreePort } from '../../server/src/testing/free-port.js';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server.js';
import {
  managementApiIndicator,
  managementApiScope,
} from '../../server/src/tenancy/tenant-urls.js';
import { runSample, startSampleServer, writeSample } from './support/sample-process.js';
import { createTempDirs } from './support/temp-dir.js';

/**
 * The integration guides' code, generated with a real application's values, saved and run with
 * Node.js against a real server: what a reader copies must work as it is.
 */
const tempDirs = createTempDirs('guides');
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer('pglite');
  api = await createManagementApiClient(server);
});
afterAll(async () => {
  await server?.stop();
  tempDirs.removeAll();
});

const created = async <T>(answer: Promise<{ status: number; body: T }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
};

/** A machine-to-machine app holding the given roles, with its secret. */
const createMachineApp = async (name: string, roleIds: string[]) => {
  const app = await created(
    api.post<{ id: string }>('/applications', { name, type: 'MachineToMachine' }),
  );
  await created(api.post(`/applications/${app.id}/roles`, { roleIds }));
  const [secret] = await created(api.get<{ value: string }[]>(`/applications/${app.id}/secrets`));
  return { id: app.id, secret: secret?.value ?? '' };
};

const clientCredentials = async (
  client: { id: string; secret: string },
  resource: string,
  scope: string,
) => {
  const response = await fetch(`${server.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource, scope }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
};

describe('the machine-to-machine guide', () => {
  it('gets a token with client credentials and calls the Management API with it (RFC 6749 §4.4)', async () => {
    const roles = await created(
      api.get<{ id: string; name: string }[]>('/roles?type=MachineToMachine'),
    );
    const managementRole = roles.find((role) => role.name.toLowerCase().includes('management'));
    expect(managementRole).toBeDefined();
    const client = await createMachineApp('Guide: M2M', [managementRole?.id ?? '']);
    const values = {
      tokenEndpoint: `${server.url}/oidc/token`,
      clientId: client.id,
      resource: managementApiIndicator('default'),
      scope: managementApiScope,
      callUrl: `${server.url}/api/applications`,
    };
    const file = writeSample(
      tempDirs.make(),
      'call-api.mjs',
      `${clientCredentialsFetch(values)}\n${callApiCode(values)}\nconsole.log(JSON.stringify({ status: result.status, expiresIn, applications: (await result.json()).map((app) => app.name) }));\n`,
    );

    const run = await runSample(file, { APP_SECRET: client.secret });

    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as {
      status: number;
      expiresIn: number;
      applications: string[];
    };
    expect(printed.status).toBe(200);
    expect(printed.expiresIn).toBeGreaterThan(0);
    expect(printed.applications).toContain('Guide: M2M');
  });
});

describe('the API resource guide (Express + jose)', () => {
  const indicator = 'https://api.example.com/orders';
  let ordersUrl: string;
  let sample: Awaited<ReturnType<typeof startSampleServer>>;
  let reader: { id: string; secret: string };
  let writer: { id: string; secret: string };

  beforeAll(async () => {
    const resource = await created(
      api.post<{ id: string }>('/resources', { name: 'Orders', indicator }),
    );
    // Created write-first, as a user may: the read route must still get the read scope.
    const write = await created(
      api.post<{ id: string; name: string }>(`/resources/${resource.id}/scopes`, {
        name: 'write:orders',
      }),
    );
    const read = await created(
      api.post<{ id: string; name: string }>(`/resources/${resource.id}/scopes`, {
        name: 'read:orders',
      }),
    );
    const readRole = await created(
      api.post<{ id: string }>('/roles', {
        name: 'Orders reader',
        description: 'Reads orders',
        type: 'MachineToMachine',
        scopeIds: [read.id],
      }),
    );
    const writeRole = await created(
      api.post<{ id: string }>('/roles', {
        name: 'Orders writer',
        description: 'Writes orders',
        type: 'MachineToMachine',
        scopeIds: [read.id, write.id],
      }),
    );
    reader = await createMachineApp('Guide: reader', [readRole.id]);
    writer = await createMachineApp('Guide: writer', [writeRole.id]);

    const port = await findFreePort();
    ordersUrl = `http://127.0.0.1:${port}/orders`;
    const code = expressJoseCode({
      issuer: `${server.url}/oidc`,
      jwksUri: `${server.url}/oidc/jwks`,
      tokenEndpoint: `${server.url}/oidc/token`,
      audience: indicator,
      ...pickExampleScopes([write.name, read.name]),
      port,
    });
    expect(code).toContain(`app.get('/orders', requireScopes("read:orders")`);
    sample = await startSampleServer(writeSample(tempDirs.make(), 'server.mjs', code), ordersUrl);
  });
  afterAll(async () => {
    await sample?.stop();
  });

  const call = async (method: 'GET' | 'POST', token?: string) =>
    (await fetch(ordersUrl, { method, headers: token ? { authorization: `Bearer ${token}` } : {} }))
      .status;

  it('lets a token with the read scope read, and not write (RFC 6750 §3.1 insufficient_scope)', async () => {
    const token = await clientCredentials(reader, indicator, 'read:orders');
    expect(await call('GET', token)).toBe(200);
    expect(await call('POST', token)).toBe(403);
  });

  it('lets a token with the write scope write', async () => {
    const token = await clientCredentials(writer, indicator, 'read:orders write:orders');
    expect(await call('POST', token)).toBe(201);
  });

  it('refuses a request without a token, and a token meant for another API (RFC 9068 §4 aud)', async () => {
    expect(await call('GET')).toBe(401);
    const roles = await created(
      api.get<{ id: string; name: string }[]>('/roles?type=MachineToMachine'),
    );
    const managementRole = roles.find((role) => role.name.toLowerCase().includes('management'));
    const other = await createMachineApp('Guide: other audience', [managementRole?.id ?? '']);
    const token = await clientCredentials(
      other,
      managementApiIndicator('default'),
      managementApiScope,
    );
    expect(await call('GET', token)).toBe(401);
  });
});

describe('the traditional web app guide (Express + openid-client)', () => {
  it('signs a user in with the authorization code and PKCE (RFC 7636) and shows who it is', async () => {
    const port = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    const app = await created(
      api.post<{ id: string }>('/applications', {
        name: 'Guide: traditional',
        type: 'Traditional',
        oidcClientMetadata: {
          redirectUris: [`${origin}/callback`],
          postLogoutRedirectUris: [`${origin}/`],
        },
      }),
    );
    const [secret] = await created(api.get<{ value: string }[]>(`/applications/${app.id}/secrets`));
    const code = traditionalServerCode({
      issuer: `${server.url}/oidc`,
      clientId: app.id,
      redirectUri: `${origin}/callback`,
      postLogoutRedirectUri: `${origin}/`,
    });
    expect(code).toContain(`app.listen(${port});`);
    const sample = await startSampleServer(
      writeSample(tempDirs.make(), 'server.mjs', code),
      `${origin}/`,
      {
        APP_SECRET: secret?.value ?? '',
        SESSION_SECRET: 'a session secret for the test',
      },
    );
    try {
      // One browser: the sample app's session cookie and the provider's cookies.
      const browser = new CookieJar();
      const signIn = await browser.fetch(`${origin}/sign-in`);
      const authorization = new URL(signIn.headers.get('location') ?? '');
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
      const atProvider = await browser.fetch(authorization.toString());
      expect(atProvider.headers.get('location')).toMatch(/\/sign-in\?uid=/);
      const registered = await browser.fetch(`${server.url}/api/experience/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'guide_reader', password: 'correct-Horse-battery-9' }),
      });
      expect(registered.status, await registered.clone().text()).toBe(200);
      let location = ((await registered.json()) as { redirectTo: string }).redirectTo;
      for (let hop = 0; hop < 10 && !location.startsWith(`${origin}/callback`); hop++) {
        if (/\/consent\?uid=/.test(location)) {
          const consented = await browser.fetch(`${server.url}/api/experience/consent`, {
            method: 'POST',
          });
          location = ((await consented.json()) as { redirectTo: string }).redirectTo;
          continue;
        }
        const response = await browser.fetch(new URL(location, server.url).toString());
        location = new URL(response.headers.get('location') ?? '', location).toString();
      }
      const callback = await browser.fetch(location);
      expect(callback.status, sample.output()).toBe(302);
      const home = await browser.fetch(
        new URL(callback.headers.get('location') ?? '/', origin).toString(),
      );
      expect(await home.text()).toMatch(/^Signed in as [0-9a-z]+$/);
    } finally {
      await sample.stop();
    }
  });
});
