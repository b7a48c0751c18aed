import { adminTenantId } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createConsoleUser } from '../../testing/console-user-token.js';
import { callApi, errorCodeOf } from '../../testing/me-api.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { createConnector } from '../connectors/service.js';
import { connectorDataOf } from '../connectors/social-test-support.js';
import { findUserById } from '../users/queries.js';

let idp: UpstreamIdp;

beforeAll(async () => {
  idp = await startUpstreamIdp({ accounts: [{ sub: 'gh-7', email: 'ann@example.test', email_verified: true, name: 'Ann' }] });
});
afterAll(async () => {
  await idp.close();
});

describeEachDatabase("console user's social accounts (me/social)", (server) => {
  let token = '';
  let otherToken = '';
  let userId = '';
  const connectorId = 'adminupstream';
  const redirectUri = () => `${server().url}/console/handle-social`;
  const me = (method: string, path: string, body?: unknown, bearer = token) => callApi(server(), bearer, method, `/me/social${path}`, body);

  beforeAll(async () => {
    const ann = await createConsoleUser(server(), { username: 'ann', password: 'correct horse battery' });
    token = ann.token;
    userId = ann.user.id;
    otherToken = (await createConsoleUser(server(), { username: 'ben', password: 'correct horse battery' })).token;
    const client = idp.registerClient({ redirectUris: [redirectUri()] });
    await createConnector(server().context.tenantScope(adminTenantId), server().context.vault, {
      id: connectorId,
      connectorId: 'oidc',
      config: { clientId: client.clientId, clientSecret: client.clientSecret, issuer: idp.issuer },
      metadata: { target: 'upstream' },
    });
  });

  const startLink = async (state: string, bearer = token) => {
    const started = await me('POST', '/authorization-uri', { connectorId, state, redirectUri: redirectUri() }, bearer);
    expect(started.status).toBe(200);
    const { redirectTo } = (await started.json()) as { redirectTo: string };
    return connectorDataOf(await idp.completeSignIn(redirectTo, 'gh-7'), redirectUri());
  };

  it("lists the admin tenant's social connectors without their configs", async () => {
    const listed = (await (await me('GET', '/connectors')).json()) as Record<string, unknown>[];
    expect(listed).toEqual([expect.objectContaining({ id: connectorId, target: 'upstream' })]);
    expect(listed[0]).not.toHaveProperty('config');
    expect((await me('GET', '/connectors', undefined, '')).status).toBe(401);
  });

  it('links through the provider, keeps the link session to its user, and unlinks', async () => {
    // A callback started by Ann cannot be completed by Ben.
    const annsState = await startLink('Ab3dEf7h');
    const stolen = await me('POST', '/link-identity', { connectorId, connectorData: annsState }, otherToken);
    expect(stolen.status).toBe(400);
    expect(await errorCodeOf(stolen)).toBe('connector.authorization_failed');

    const linked = await me('POST', '/link-identity', { connectorId, connectorData: await startLink('Qw8eRt2y') });
    expect(linked.status).toBe(204);
    const user = await findUserById(server().context.tenantScope(adminTenantId), userId);
    expect(user?.identities).toMatchObject({ upstream: { userId: 'gh-7' } });

    const taken = await me('POST', '/link-identity', { connectorId, connectorData: await startLink('Zx5cVb6n', otherToken) }, otherToken);
    expect(taken.status).toBe(422);
    expect(await errorCodeOf(taken)).toBe('user.identity_already_in_use');

    expect((await me('DELETE', `/identity/${connectorId}`)).status).toBe(204);
    expect((await findUserById(server().context.tenantScope(adminTenantId), userId))?.identities).toEqual({});
    const again = await me('DELETE', `/identity/${connectorId}`);
    expect(again.status).toBe(404);
    expect(await errorCodeOf(again)).toBe('user.identity_not_found');
  });

  it("reaches no other tenant's connector", async () => {
    await createConnector(server().context.tenantScope('default'), server().context.vault, { id: 'defaultsocial', connectorId: 'demo-google-social' });
    const started = await me('POST', '/authorization-uri', { connectorId: 'defaultsocial', state: 'Ab3dEf7h', redirectUri: redirectUri() });
    expect(started.status).toBe(404);
  });
});
