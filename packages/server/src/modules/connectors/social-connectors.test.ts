import { defaultTenantId, type ConnectorResponse, type Identities } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { findConnectorById } from './queries.js';
import { connectorDataOf, createUpstreamOidcConnector } from './social-test-support.js';

let idp: UpstreamIdp;

beforeAll(async () => {
  idp = await startUpstreamIdp({
    accounts: [
      { sub: 'ann', email: 'ann@example.test', email_verified: true, name: 'Ann Upstream', picture: 'https://example.test/ann.png' },
      { sub: 'bob', email: 'bob@example.test', email_verified: false, name: 'Bob' },
    ],
  });
});
afterAll(async () => {
  await idp.close();
});

describeEachDatabase('social connectors and identity links', (server) => {
  let api: ApiClient;
  const redirectUri = (id: string) => `${server().url}/profile/callback/${id}`;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  /** Starts a link at the connector, signs `sub` in upstream, and answers the callback's data. */
  const linkThroughUpstream = async (connectorId: string, sub: string, rewriteUrl: (url: URL) => void = () => undefined) => {
    const state = `st-${Math.random().toString(36).slice(2, 12)}`;
    const started = await api.post<{ redirectTo: string }>(`/connectors/${connectorId}/authorization-uri`, { state, redirectUri: redirectUri(connectorId) });
    expect(started.status).toBe(200);
    const url = new URL(started.body.redirectTo);
    rewriteUrl(url);
    return connectorDataOf(await idp.completeSignIn(url.href, sub), redirectUri(connectorId));
  };

  it('lists the social factories with their forms, secrets marked', async () => {
    const factories = (await api.get<{ id: string; type: string; formItems: { key: string; isConfidential?: boolean }[] }[]>('/connector-factories')).body;
    const social = factories.filter((factory) => factory.type === 'Social').map((factory) => factory.id);
    expect(social).toEqual(expect.arrayContaining(['oauth2', 'oidc', 'google-universal', 'github-universal', 'discord-web', 'apple-universal', 'microsoft-universal', 'demo-google-social']));
    const oidc = factories.find((factory) => factory.id === 'oidc');
    expect(oidc?.formItems.find((item) => item.key === 'clientSecret')?.isConfidential).toBe(true);
  });

  it('keeps the client secret encrypted and never answers it in full', async () => {
    const { id, client } = await createUpstreamOidcConnector(api, idp, { redirectUri, target: 'secretive' });
    const read = await api.get<ConnectorResponse>(`/connectors/${id}`);
    expect(read.body.config.clientSecret).not.toBe(client.clientSecret);
    expect(String(read.body.config.clientSecret)).toMatch(/^••••••/);
    expect(JSON.stringify((await api.get('/connectors')).body)).not.toContain(client.clientSecret);
    const row = await findConnectorById(server().context.tenantScope(defaultTenantId), id);
    expect(row?.config_encrypted).not.toContain(client.clientSecret);
    // A masked secret sent back keeps the stored one: the link still works.
    const patched = await api.patch(`/connectors/${id}`, { config: { ...read.body.config } });
    expect(patched.status).toBe(200);
    const user = await insertTestUser(server().context.tenantScope(defaultTenantId));
    const linked = await api.post<Identities>(`/users/${user.id}/identities`, { connectorId: id, connectorData: await linkThroughUpstream(id, 'bob') });
    expect(linked.status).toBe(200);
  });

  it('links the provider account a callback proves, once per state, to one user only', async () => {
    const { id } = await createUpstreamOidcConnector(api, idp, { redirectUri, target: 'linkable' });
    const home = server().context.tenantScope(defaultTenantId);
    const ann = await insertTestUser(home);
    const connectorData = await linkThroughUpstream(id, 'ann');
    const linked = await api.post<Identities>(`/users/${ann.id}/identities`, { connectorId: id, connectorData });
    expect(linked.status).toBe(200);
    expect(linked.body.linkable).toMatchObject({ userId: 'ann', details: { email: 'ann@example.test', name: 'Ann Upstream' } });
    expect((await api.get<{ socialIdentities: { target: string }[] }>(`/users/${ann.id}/all-identities`)).body.socialIdentities).toEqual([
      expect.objectContaining({ target: 'linkable' }),
    ]);

    // The same callback again: its state was spent.
    expectError(await api.post(`/users/${ann.id}/identities`, { connectorId: id, connectorData }), 400, 'connector.authorization_failed');

    const other = await insertTestUser(home);
    const again = await linkThroughUpstream(id, 'ann');
    expectError(await api.post(`/users/${other.id}/identities`, { connectorId: id, connectorData: again }), 422, 'user.identity_already_in_use');
  });

  it('refuses a wrong state, another redirect URI, a wrong nonce and a tampered ID token', async () => {
    const { id } = await createUpstreamOidcConnector(api, idp, { redirectUri, target: 'strict' });
    const user = await insertTestUser(server().context.tenantScope(defaultTenantId));
    const link = (connectorData: Record<string, unknown>) => api.post(`/users/${user.id}/identities`, { connectorId: id, connectorData });

    const wrongState = await linkThroughUpstream(id, 'ann');
    expectError(await link({ ...wrongState, state: 'st-forged-value' }), 400, 'connector.authorization_failed');

    const otherRedirect = await linkThroughUpstream(id, 'ann');
    const refused = expectError(await link({ ...otherRedirect, redirectUri: `${redirectUri(id)}/` }), 400, 'connector.authorization_failed');
    expect(refused.data).toMatchObject({ reason: 'redirect_uri_mismatch' });

    const wrongNonce = await linkThroughUpstream(id, 'ann', (url) => url.searchParams.set('nonce', 'a-nonce-never-sent'));
    expectError(await link(wrongNonce), 400, 'connector.social_invalid_id_token');

    const tampered = await linkThroughUpstream(id, 'ann');
    idp.rewriteTokenAnswers((body) => {
      const [header, payload, signature] = String(body.id_token).split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      return { ...body, id_token: `${header}.${forged}.${signature}` };
    });
    try {
      expectError(await link(tampered), 400, 'connector.social_invalid_id_token');
    } finally {
      idp.rewriteTokenAnswers(undefined);
    }
  });

  it('signs in with a vendor factory pointed at a compatible server (GitHub profile shape)', async () => {
    idp.serveProfile('/github/user', (account) => ({ id: 4242, login: account.sub, name: null, email: account.email, avatar_url: account.picture }));
    const id = `gh${Date.now().toString(36)}`;
    const client = idp.registerClient({ redirectUris: [redirectUri(id)], tokenEndpointAuthMethod: 'client_secret_post' });
    const created = await api.post<ConnectorResponse>('/connectors', {
      id,
      connectorId: 'github-universal',
      config: {
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        scope: 'openid email profile',
        authorizationEndpoint: idp.authorizationEndpoint,
        tokenEndpoint: idp.tokenEndpoint,
        userInfoEndpoint: `${idp.issuer}/github/user`,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.target).toBe('github');
    const user = await insertTestUser(server().context.tenantScope(defaultTenantId));
    const linked = await api.post<Identities>(`/users/${user.id}/identities`, { connectorId: id, connectorData: await linkThroughUpstream(id, 'ann') });
    expect(linked.status).toBe(200);
    expect(linked.body.github).toMatchObject({ userId: '4242', details: { name: 'ann', email: 'ann@example.test', avatar: 'https://example.test/ann.png' } });
  });

  it('signs in with a generic OAuth 2 connector and its profile mapping, refusing forged codes and tokens', async () => {
    const id = `oa${Date.now().toString(36)}`;
    const client = idp.registerClient({ redirectUris: [redirectUri(id)], tokenEndpointAuthMethod: 'client_secret_post' });
    const created = await api.post<ConnectorResponse>('/connectors', {
      id,
      connectorId: 'oauth2',
      config: {
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        scope: 'openid email profile',
        authorizationEndpoint: idp.authorizationEndpoint,
        tokenEndpoint: idp.tokenEndpoint,
        userInfoEndpoint: idp.userinfoEndpoint,
        tokenEndpointAuthMethod: 'client_secret_post',
        profileMap: { id: 'sub', email: 'email', emailVerified: 'email_verified', name: 'name', avatar: 'picture' },
      },
      metadata: { target: 'generic-oauth', name: { en: 'Generic' } },
    });
    expect(created.status).toBe(200);
    const user = await insertTestUser(server().context.tenantScope(defaultTenantId));
    const link = async (connectorData: Record<string, unknown>) => api.post<Identities>(`/users/${user.id}/identities`, { connectorId: id, connectorData });

    const forgedCode = await linkThroughUpstream(id, 'ann');
    expectError(await link({ ...forgedCode, code: 'not-a-code-the-provider-issued' }), 400, 'connector.social_auth_code_invalid');

    const forgedToken = await linkThroughUpstream(id, 'ann');
    idp.rewriteTokenAnswers((body) => ({ ...body, access_token: 'forged-access-token' }));
    try {
      expectError(await link(forgedToken), 400, 'connector.social_invalid_access_token');
    } finally {
      idp.rewriteTokenAnswers(undefined);
    }

    const linked = await link(await linkThroughUpstream(id, 'ann'));
    expect(linked.status).toBe(200);
    expect(linked.body['generic-oauth']).toMatchObject({ userId: 'ann', details: { email: 'ann@example.test', avatar: 'https://example.test/ann.png' } });
  });

  it('keeps one connector per target and platform; a real connector replaces the demo one', async () => {
    const demo = await api.post<ConnectorResponse>('/connectors', { connectorId: 'demo-discord-social' });
    expect(demo.status).toBe(200);
    expect(demo.body).toMatchObject({ isDemo: true, target: 'discord' });
    expectError(await api.post('/connectors', { connectorId: 'demo-discord-social' }), 422, 'connector.multiple_target_with_same_platform');
    const real = await api.post<ConnectorResponse>('/connectors', { connectorId: 'discord-web', config: { clientId: 'c', clientSecret: 'discord-secret-value' } });
    expect(real.status).toBe(200);
    expect((await api.get(`/connectors/${demo.body.id}`)).status).toBe(404);
    expectError(await api.post('/connectors', { connectorId: 'discord-web', config: { clientId: 'd', clientSecret: 'x' } }), 422, 'connector.multiple_target_with_same_platform');
    expectError(await api.post('/connectors', { connectorId: 'oidc', config: { clientId: 'c' } }), 400, 'connector.invalid_config_guard');
  });

  it('shows only existing social targets, and drops unused demo connectors when asked', async () => {
    await createUpstreamOidcConnector(api, idp, { redirectUri, target: 'shown' });
    const google = await api.post<ConnectorResponse>('/connectors', { connectorId: 'demo-google-social' });
    expect(google.status).toBe(200);
    expectError(await api.patch('/sign-in-exp', { socialSignInConnectorTargets: ['no-such-target'] }), 400, 'sign_in_experiences.enabled_connector_not_found');
    expect((await api.patch('/sign-in-exp', { socialSignInConnectorTargets: ['shown'] })).status).toBe(200);
    expect((await api.get(`/connectors/${google.body.id}`)).status).toBe(200);
    expect((await api.patch('/sign-in-exp?removeUnusedDemoSocialConnector=1', { socialSignInConnectorTargets: ['shown'] })).status).toBe(200);
    expect((await api.get(`/connectors/${google.body.id}`)).status).toBe(404);
    expect((await api.patch('/sign-in-exp', { socialSignInConnectorTargets: [] })).status).toBe(200);
  });

  it('withdraws a target from the sign-in page when its last connector is deleted, so later saves still pass', async () => {
    const first = await createUpstreamOidcConnector(api, idp, { redirectUri, target: 'withdrawn' });
    const kept = await createUpstreamOidcConnector(api, idp, { redirectUri, target: 'kept' });
    expect((await api.patch('/sign-in-exp', { socialSignInConnectorTargets: ['withdrawn', 'kept'] })).status).toBe(200);
    expect((await api.delete(`/connectors/${first.id}`)).status).toBe(204);
    const after = await api.get<{ socialSignInConnectorTargets: string[] }>('/sign-in-exp');
    expect(after.body.socialSignInConnectorTargets).toEqual(['kept']);
    expect((await api.patch('/sign-in-exp', { customCss: '.page { color: red; }' })).status).toBe(200);
    expect((await api.patch('/sign-in-exp', { socialSignInConnectorTargets: [] })).status).toBe(200);
    expect((await api.delete(`/connectors/${kept.id}`)).status).toBe(204);
  });

  it('reaches no connector or user of another tenant', async () => {
    const other = await createOtherTenant(server());
    const stranger = await insertTestUser(other);
    const { id } = await createUpstreamOidcConnector(api, idp, { redirectUri, target: 'crossing' });
    expectError(
      await api.post(`/users/${stranger.id}/identities`, { connectorId: id, connectorData: await linkThroughUpstream(id, 'bob') }),
      404,
      'entity.not_exists_with_id',
    );
    const { insertConnector } = await import('./queries.js');
    await insertConnector(other, { id: 'foreignsocial', connector_id: 'demo-google-social', type: 'Social', config_encrypted: server().context.vault.encrypt('{}'), metadata: '{}', sync_profile: false });
    expect((await api.post('/connectors/foreignsocial/authorization-uri', { state: 'st-abcdefgh', redirectUri: redirectUri('foreignsocial') })).status).toBe(404);
    expect((await api.put(`/users/${stranger.id}/identities/crossing`, { userId: 'x' })).status).toBe(404);
  });
});
