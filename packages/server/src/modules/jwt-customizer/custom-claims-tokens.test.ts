import { defaultTenantId } from '@tessera/schemas';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { signInThroughBrowser } from '../../testing/browser-sign-in.js';
import { requestClientCredentialsToken } from '../../testing/management-token.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { managementApiIndicator, managementApiScope } from '../../tenancy/tenant-urls.js';
import { createManagementApiApp } from '../management-api/m2m-app.js';
import { startFetchTestOrigin } from './fetch-test-origin.js';

const resource = managementApiIndicator(defaultTenantId);
const claimsScript = (body: string) =>
  `const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => { ${body} };`;

describeEachDatabase('custom claims in issued tokens', (server) => {
  let api: ApiClient;
  let robot: { id: string; secret: string };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    const app = await createManagementApiApp(server().context.tenantScope(defaultTenantId), server().context.vault, 'Robot');
    robot = { id: app.clientId, secret: app.clientSecret };
  });

  afterEach(async () => {
    await api.delete('/configs/jwt-customizer/client-credentials');
    await api.delete('/configs/jwt-customizer/access-token');
  });

  const robotToken = () => requestClientCredentialsToken(server(), robot, { resource, scope: managementApiScope });
  const putClientCredentialsScript = async (body: Record<string, unknown>) => {
    const response = await api.put('/configs/jwt-customizer/client-credentials', body);
    expect(response.status).toBeLessThan(300);
  };

  it('adds the script’s claims to a client credentials token, never over the protected ones', async () => {
    await putClientCredentialsScript({
      script: claimsScript(
        'return { plan: environmentVariables.PLAN, app: context.application.name, asked: token.scope, sub: "forged", scope: "forged", iss: "forged", client_id: "forged" };',
      ),
      environmentVariables: { PLAN: 'gold' },
    });
    const { status, body } = await robotToken();
    expect(status).toBe(200);
    const payload = decodeJwt(body.access_token);
    expect(payload).toMatchObject({ plan: 'gold', app: 'Robot', asked: managementApiScope });
    expect(payload).toMatchObject({ sub: robot.id, client_id: robot.id, scope: managementApiScope, iss: `${server().url}/oidc` });
  });

  it('follows a changed script at once, and adds nothing once it is deleted', async () => {
    await putClientCredentialsScript({ script: claimsScript('return { plan: environmentVariables.PLAN };'), environmentVariables: { PLAN: 'gold' } });
    expect(decodeJwt((await robotToken()).body.access_token).plan).toBe('gold');
    expect((await api.patch('/configs/jwt-customizer/client-credentials', { environmentVariables: { PLAN: 'silver' } })).status).toBe(200);
    expect(decodeJwt((await robotToken()).body.access_token).plan).toBe('silver');
    expect((await api.delete('/configs/jwt-customizer/client-credentials')).status).toBe(204);
    expect(decodeJwt((await robotToken()).body.access_token)).not.toHaveProperty('plan');
  });

  it('adds a claim the script fetched from an allowed origin, and fails without calling an origin off the list', async () => {
    const origin = await startFetchTestOrigin((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ plan: request.headers.authorization === 'Bearer billing-key' ? 'enterprise' : 'none' }));
    });
    try {
      const script = claimsScript(
        `const answer = await fetch("${origin.origin}/plans/" + context.application.id, { headers: { authorization: "Bearer " + environmentVariables.BILLING_KEY } });` +
          ' return { plan: (await answer.json()).plan };',
      );
      await putClientCredentialsScript({ script, environmentVariables: { BILLING_KEY: 'billing-key' }, fetchAllowedOrigins: [origin.origin] });
      const { status, body } = await robotToken();
      expect(status).toBe(200);
      expect(decodeJwt(body.access_token)).toMatchObject({ plan: 'enterprise', sub: robot.id });
      expect(origin.received).toMatchObject([{ method: 'GET', url: `/plans/${robot.id}` }]);

      await putClientCredentialsScript({ script, environmentVariables: { BILLING_KEY: 'billing-key' }, fetchAllowedOrigins: ['https://billing.example.com'] });
      const failed = await robotToken();
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ error: 'server_error', error_description: expect.stringContaining('request id') });
      expect(origin.received).toHaveLength(1);
    } finally {
      await origin.close();
    }
  });

  it('fails the token request with access_denied and the message when the script denies access', async () => {
    await putClientCredentialsScript({
      script: claimsScript('if (context.application.name === "Robot") api.denyAccess("robots stay out"); return {};'),
    });
    const { status, body } = await robotToken();
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'access_denied', error_description: 'robots stay out' });
  });

  it('fails the token request with server_error when the script fails, unless told to issue it anyway', async () => {
    await putClientCredentialsScript({ script: claimsScript('throw new Error("upstream down");') });
    const failed = await robotToken();
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ error: 'server_error', error_description: expect.stringContaining('request id') });

    expect((await api.patch('/configs/jwt-customizer/client-credentials', { blockIssuanceOnError: false })).status).toBe(200);
    const issued = await robotToken();
    expect(issued.status).toBe(200);
    expect(decodeJwt(issued.body.access_token)).toMatchObject({ sub: robot.id });
  });

  it('stops a runaway script in a token request and keeps serving tokens', async () => {
    await putClientCredentialsScript({ script: claimsScript('for (;;) {}') });
    const startedAt = Date.now();
    expect((await robotToken()).body).toMatchObject({ error: 'server_error' });
    expect(Date.now() - startedAt).toBeLessThan(3000);
    await putClientCredentialsScript({ script: claimsScript('return { ok: true };') });
    expect(decodeJwt((await robotToken()).body.access_token).ok).toBe(true);
  });

  it('adds the user access token script’s claims to a user’s token from the authorization code flow', async () => {
    const indicator = 'https://claims-orders.example.com';
    const created = await api.post<{ id: string }>('/resources', { name: 'Claims orders', indicator });
    const read = await api.post<{ id: string }>(`/resources/${created.body.id}/scopes`, { name: 'read:orders' });
    const role = await api.post<{ id: string }>('/roles', {
      name: 'Claims order readers',
      description: 'Reads orders',
      isDefault: true,
      scopeIds: [read.body.id],
    });
    expect(role.status).toBeLessThan(300);
    const put = await api.put('/configs/jwt-customizer/access-token', {
      script: claimsScript(
        'if (context.user.username === "claims_blocked") api.denyAccess("not this user");' +
          'return { username: context.user.username, roles: context.user.roles.map((r) => r.name),' +
          ' permissions: context.user.roles.flatMap((r) => r.scopes.map((s) => s.resource.indicator + " " + s.name)),' +
          ' grantType: context.grant.type, app: context.application.name, account: token.accountId, sub: "forged" };',
      ),
    });
    expect(put.status).toBe(201);

    const clientId = await insertTestClient(server().context.database.db, { name: 'Claims SPA' });
    const config = await client.discovery(new URL(`${server().url}/oidc`), clientId, undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
    const signIn = async (username: string) => {
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: testRedirectUri,
        scope: 'openid offline_access read:orders',
        resource: indicator,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'login consent',
      });
      const { callbackUrl } = await signInThroughBrowser(server(), url, username);
      return client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier });
    };

    const tokens = await signIn('claims_reader');
    const payload = decodeJwt(tokens.access_token);
    expect(payload).toMatchObject({
      aud: indicator,
      scope: 'read:orders',
      username: 'claims_reader',
      roles: ['Claims order readers'],
      permissions: [`${indicator} read:orders`],
      grantType: 'authorization_code',
      app: 'Claims SPA',
      account: payload.sub,
    });
    expect(payload.sub).not.toBe('forged');
    // The ID token is not an access token: the script never touches it.
    expect(tokens.claims()).not.toHaveProperty('roles');

    await expect(signIn('claims_blocked')).rejects.toMatchObject({ error: 'access_denied', error_description: 'not this user' });
    await api.delete(`/roles/${role.body.id}`);
  });
});
