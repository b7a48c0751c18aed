import { defaultTenantId } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { insertConnector } from '../connectors/queries.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { connectorDataOf, createUpstreamOidcConnector } from '../connectors/social-test-support.js';
import { findUserByEmail, findUserById, findUserByIdentity } from '../users/queries.js';
import { createUser } from '../users/service.js';

type ErrorBody = { code: string; data?: Record<string, unknown> };
const password = 'Gl4cier-Tundra';

let idp: UpstreamIdp;

beforeAll(async () => {
  idp = await startUpstreamIdp();
});
afterAll(async () => {
  await idp.close();
});

describeEachDatabase('Experience API: social sign-in', (server) => {
  let api: ApiClient;
  let clientId = '';
  let connectorId = '';
  let callbackUri = '';
  const scope = () => server().context.tenantScope(defaultTenantId);
  const callback = (id: string) => `${server().url}/callback/${id}`;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    clientId = await insertTestClient(server().context.database.db);
    const connector = await createUpstreamOidcConnector(api, idp, { redirectUri: callback, target: 'upstream', syncProfile: true });
    connectorId = connector.id;
    callbackUri = connector.redirectUri;
    expect((await api.patch('/sign-in-exp', { socialSignInConnectorTargets: ['upstream'], socialSignIn: {} })).status).toBe(200);
  });

  /** A browser at the sign-in page that went to the upstream provider as `sub` and came back. */
  const throughUpstream = async (sub: string, event: 'SignIn' | 'Register' = 'SignIn') => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    expect((await browser.api('PUT', '', { interactionEvent: event })).status).toBe(204);
    const started = await browser.api<{ authorizationUri: string; verificationId: string }>(
      'POST',
      `/verification/social/${connectorId}/authorization-uri`,
      { state: 'st-12345678', redirectUri: callbackUri },
    );
    expect(started.status).toBe(200);
    const returned = await idp.completeSignIn(started.body.authorizationUri, sub);
    return { browser, verificationId: started.body.verificationId, connectorData: connectorDataOf(returned, callbackUri) };
  };

  const verifyAndIdentify = async (sub: string) => {
    const { browser, verificationId, connectorData } = await throughUpstream(sub);
    const verified = await browser.api('POST', `/verification/social/${connectorId}/verify`, { verificationId, connectorData });
    expect(verified.status).toBe(200);
    return { browser, verificationId, identified: await browser.api<ErrorBody>('POST', '/identification', { verificationId }) };
  };

  const submit = async (browser: AuthorizationFlow) => {
    const done = await browser.api<{ redirectTo: string }>('POST', '/submit');
    expect(done.status).toBe(200);
    const final = await browser.follow(done.body.redirectTo);
    expect(final.href.startsWith(testRedirectUri)).toBe(true);
    expect(final.searchParams.get('code')).toBeTruthy();
  };

  it('lists the buttons of the shown targets', async () => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    const listed = await browser.api<{ id: string; target: string; name: Record<string, string> }[]>('GET', '/social-connectors');
    expect(listed.body).toEqual([expect.objectContaining({ id: connectorId, target: 'upstream', name: { en: 'Upstream' } })]);
  });

  it('registers an unknown account with its synced profile, then signs it in and syncs again', async () => {
    idp.setAccount({ sub: 'new-1', email: 'carol@example.test', email_verified: true, name: 'Carol', picture: 'https://example.test/carol.png' });
    const { browser, verificationId, identified } = await verifyAndIdentify('new-1');
    expect(identified.status).toBe(422);
    expect(identified.body.code).toBe('user.identity_not_exist');
    expect((await browser.api('PUT', '/interaction-event', { interactionEvent: 'Register' })).status).toBe(204);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    await submit(browser);
    const user = await findUserByIdentity(scope(), 'upstream', 'new-1');
    expect(user).toMatchObject({ name: 'Carol', avatar: 'https://example.test/carol.png', primary_email: 'carol@example.test' });

    idp.setAccount({ sub: 'new-1', email: 'carol@example.test', email_verified: true, name: 'Carol Renamed', picture: 'https://example.test/carol2.png' });
    const again = await verifyAndIdentify('new-1');
    expect(again.identified.status).toBe(204);
    await submit(again.browser);
    expect(await findUserById(scope(), user?.id ?? '')).toMatchObject({ name: 'Carol Renamed', avatar: 'https://example.test/carol2.png' });
  });

  it('registers without the email when the provider did not verify it', async () => {
    idp.setAccount({ sub: 'unverified-1', email: 'dan@example.test', email_verified: false, name: 'Dan' });
    const { browser, verificationId, connectorData } = await throughUpstream('unverified-1', 'Register');
    expect((await browser.api('POST', `/verification/social/${connectorId}/verify`, { verificationId, connectorData })).status).toBe(200);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    await submit(browser);
    expect(await findUserByIdentity(scope(), 'upstream', 'unverified-1')).toMatchObject({ name: 'Dan', primary_email: null });
  });

  it('offers the choice when the verified email has an account, and links after signing in to it', async () => {
    const erin = await createUser(scope(), { username: 'erin', primaryEmail: 'erin@example.test', password }, { defaultRoles: true });
    idp.setAccount({ sub: 'erin-up', email: 'erin@example.test', email_verified: true, name: 'Erin Up' });
    const { browser, verificationId, identified } = await verifyAndIdentify('erin-up');
    expect(identified.status).toBe(422);
    expect(identified.body).toMatchObject({ code: 'user.identity_email_in_use', data: { email: 'erin@example.test', connectorId } });

    // Linking needs a signed-in user first.
    expect((await browser.api<ErrorBody>('POST', '/profile/social', { verificationId })).body.code).toBe('session.identifier_not_found');
    const byPassword = await browser.api<{ verificationId: string }>('POST', '/verification/password', { identifier: { type: 'username', value: 'erin' }, password });
    expect((await browser.api('POST', '/identification', { verificationId: byPassword.body.verificationId })).status).toBe(204);
    expect((await browser.api('POST', '/profile/social', { verificationId })).status).toBe(204);
    await submit(browser);
    expect((await findUserByIdentity(scope(), 'upstream', 'erin-up'))?.id).toBe(erin.id);
  });

  it('links by verified email automatically when the tenant says so', async () => {
    const fay = await createUser(scope(), { username: 'fay', primaryEmail: 'fay@example.test', password }, { defaultRoles: true });
    idp.setAccount({ sub: 'fay-up', email: 'fay@example.test', email_verified: true, name: 'Fay Up' });
    idp.setAccount({ sub: 'fay-unverified', email: 'fay@example.test', email_verified: false, name: 'Not Fay' });
    expect((await api.patch('/sign-in-exp', { socialSignIn: { automaticAccountLinking: true } })).status).toBe(200);
    try {
      const { browser, identified } = await verifyAndIdentify('fay-up');
      expect(identified.status).toBe(204);
      await submit(browser);
      // An address the provider did not verify never links, whatever the setting.
      const unverified = await verifyAndIdentify('fay-unverified');
      expect(unverified.identified.body.code).toBe('user.identity_not_exist');
    } finally {
      await api.patch('/sign-in-exp', { socialSignIn: {} });
    }
    const linked = await findUserByIdentity(scope(), 'upstream', 'fay-up');
    expect(linked?.id).toBe(fay.id);
    // The connector syncs the profile: the provider's name is the user's now.
    expect(linked?.name).toBe('Fay Up');
  });

  it('refuses registering an identity another user holds', async () => {
    idp.setAccount({ sub: 'held-1', email: 'gus@example.test', email_verified: true });
    const first = await throughUpstream('held-1', 'Register');
    await first.browser.api('POST', `/verification/social/${connectorId}/verify`, { verificationId: first.verificationId, connectorData: first.connectorData });
    expect((await first.browser.api('POST', '/identification', { verificationId: first.verificationId })).status).toBe(204);
    const second = await throughUpstream('held-1', 'Register');
    await second.browser.api('POST', `/verification/social/${connectorId}/verify`, { verificationId: second.verificationId, connectorData: second.connectorData });
    await submit(first.browser);
    const refused = await second.browser.api<ErrorBody>('POST', '/identification', { verificationId: second.verificationId });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('user.identity_already_in_use');
  });

  it('spends the state on the first callback and refuses a wrong one', async () => {
    idp.setAccount({ sub: 'state-1', name: 'Hal' });
    const { browser, verificationId, connectorData } = await throughUpstream('state-1');
    const wrong = await browser.api<ErrorBody>('POST', `/verification/social/${connectorId}/verify`, { verificationId, connectorData: { ...connectorData, state: 'st-87654321' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'connector.authorization_failed', data: { reason: 'state_mismatch' } });
    const replay = await browser.api<ErrorBody>('POST', `/verification/social/${connectorId}/verify`, { verificationId, connectorData });
    expect(replay.body).toMatchObject({ code: 'connector.authorization_failed', data: { reason: 'state_used' } });
    expect((await browser.api<ErrorBody>('POST', '/identification', { verificationId })).body.code).toBe('session.verification_failed');
  });

  it('refuses connectors the sign-in page does not show', async () => {
    const hidden = await createUpstreamOidcConnector(api, idp, { redirectUri: callback, target: 'hidden' });
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const refused = await browser.api<ErrorBody>('POST', `/verification/social/${hidden.id}/authorization-uri`, { state: 'st-12345678', redirectUri: hidden.redirectUri });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('connector.not_enabled');
  });

  it("never uses another tenant's connector", async () => {
    const other = await createOtherTenant(server());
    await insertConnector(other, { id: 'foreignflow', connector_id: 'demo-google-social', type: 'Social', config_encrypted: server().context.vault.encrypt('{}'), metadata: '{}', sync_profile: false });
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const refused = await browser.api<ErrorBody>('POST', '/verification/social/foreignflow/authorization-uri', { state: 'st-12345678', redirectUri: callback('foreignflow') });
    expect(refused.status).toBe(404);
    const verify = await browser.api<ErrorBody>('POST', '/verification/social/foreignflow/verify', { verificationId: 'nope', connectorData: {} });
    expect(verify.body.code).toBe('session.verification_record_not_found');
  });

  it('signs in through a demo connector served by Tessera, its email untrusted', async () => {
    const demo = await api.post<{ id: string }>('/connectors', { connectorId: 'demo-github-social' });
    expect((await api.patch('/sign-in-exp', { socialSignInConnectorTargets: ['upstream', 'github'] })).status).toBe(200);
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    await browser.api('PUT', '', { interactionEvent: 'Register' });
    const redirectUri = callback(demo.body.id);
    const started = await browser.api<{ authorizationUri: string; verificationId: string }>('POST', `/verification/social/${demo.body.id}/authorization-uri`, { state: 'st-demo-0001', redirectUri });
    const page = await fetch(started.body.authorizationUri);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('GitHub (demo)');
    const answer = await fetch(new URL('/api/social-demo/authorize', server().url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ target: 'github', state: 'st-demo-0001', redirect_uri: redirectUri, name: 'Ivy Demo', email: 'ivy@example.test' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const connectorData = connectorDataOf(answer.headers.get('location') ?? '', redirectUri);
    expect((await browser.api('POST', `/verification/social/${demo.body.id}/verify`, { verificationId: started.body.verificationId, connectorData })).status).toBe(200);
    expect((await browser.api('POST', '/identification', { verificationId: started.body.verificationId })).status).toBe(204);
    await submit(browser);
    const user = await findUserByEmail(scope(), 'ivy@example.test');
    expect(user).toBeUndefined();
    const demoUsers = await scope().selectFrom('users').select(['name', 'primary_email']).where('name', '=', 'Ivy Demo').execute();
    expect(demoUsers).toEqual([{ name: 'Ivy Demo', primary_email: null }]);

    // The demo provider sends browsers back to this server only.
    const away = await fetch(new URL(`/api/social-demo/authorize?target=github&state=st-x-000001&redirect_uri=${encodeURIComponent('https://elsewhere.example/cb')}`, server().url));
    expect(away.status).toBe(400);
  });
});
