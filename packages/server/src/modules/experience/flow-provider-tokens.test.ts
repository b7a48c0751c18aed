import { defaultTenantId, type SsoConnectorResponse, type UserSsoIdentityResponse } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToAccountApi } from '../../testing/account-api.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { updateAccountCenter } from '../account-center/service.js';
import { connectorDataOf, createUpstreamOidcConnector } from '../connectors/social-test-support.js';
import { findUserByEmail, findUserByIdentity } from '../users/queries.js';
import { createUser } from '../users/service.js';
import { skipPwnedCheck } from '../users/test-support.js';

const password = 'Gl4cier-Tundra';
type ErrorBody = { code: string };

let idp: UpstreamIdp;
beforeAll(async () => {
  idp = await startUpstreamIdp({
    accounts: [
      { sub: 'sam-up', email: 'sam@example.test', email_verified: true, name: 'Sam' },
      { sub: 'pia-up', email: 'pia@example.test', email_verified: true, name: 'Pia' },
      { sub: 'gus-corp', email: 'gus@initech.test', email_verified: true, name: 'Gus' },
    ],
  });
});
afterAll(async () => {
  await idp.close();
});

describeEachDatabase('Experience API: provider tokens of social and SSO sign-ins', (server) => {
  let api: ApiClient;
  let clientId = '';
  let storing = '';
  let plain = '';
  let sso: SsoConnectorResponse;
  const scope = () => server().context.tenantScope(defaultTenantId);
  const callback = (id: string) => `${server().url}/callback/${id}`;
  const rows = () => scope().selectFrom('user_federated_token_sets').selectAll().orderBy('target').execute();
  /** The access token a row holds, opened with the vault. */
  const accessTokenOf = (sealed: string) => (JSON.parse(server().context.vault.decrypt(sealed)) as { accessToken: string }).accessToken;
  const upstreamAccountOf = async (token: string) => (await idp.provider.AccessToken.find(token))?.accountId;

  const finish = async (browser: AuthorizationFlow) => {
    const done = await browser.api<{ redirectTo: string }>('POST', '/submit');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await browser.follow(done.body.redirectTo)).href.startsWith(testRedirectUri)).toBe(true);
  };

  /** A social sign-in (or registration) through the upstream provider as `sub`, to the end. */
  const socialSignIn = async (connectorId: string, sub: string, event: 'SignIn' | 'Register') => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    expect((await browser.api('PUT', '', { interactionEvent: event })).status).toBe(204);
    const started = await browser.api<{ authorizationUri: string; verificationId: string }>(
      'POST',
      `/verification/social/${connectorId}/authorization-uri`,
      { state: 'st-12345678', redirectUri: callback(connectorId) },
    );
    const connectorData = connectorDataOf(await idp.completeSignIn(started.body.authorizationUri, sub), callback(connectorId));
    const { verificationId } = started.body;
    expect((await browser.api('POST', `/verification/social/${connectorId}/verify`, { verificationId, connectorData })).status).toBe(200);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    await finish(browser);
  };

  /** An OIDC single sign-on through the upstream provider as `sub`, to the end. */
  const ssoSignIn = async (sub: string) => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    expect((await browser.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const started = await browser.api<{ verificationId: string; authorizationUri: string }>(
      'POST',
      `/verification/sso/${sso.id}/authorization-uri`,
      { state: 'app-state-1', redirectUri: callback(sso.id) },
    );
    const returned = new URL(await idp.completeSignIn(started.body.authorizationUri, sub));
    const { verificationId } = started.body;
    const verified = await browser.api('POST', `/verification/sso/${sso.id}/verify`, { verificationId, connectorData: Object.fromEntries(returned.searchParams) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    await finish(browser);
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    clientId = await insertTestClient(server().context.database.db);
    storing = (await createUpstreamOidcConnector(api, idp, { redirectUri: callback, target: 'upstream', enableTokenStorage: true })).id;
    plain = (await createUpstreamOidcConnector(api, idp, { redirectUri: callback, target: 'plain' })).id;
    expect((await api.patch('/sign-in-exp', { socialSignInConnectorTargets: ['upstream', 'plain'], socialSignIn: {}, singleSignOnEnabled: true })).status).toBe(200);
    sso = (await api.post<SsoConnectorResponse>('/sso-connectors', { providerName: 'OIDC', connectorName: 'Initech', domains: ['initech.test'] })).body;
    const client = idp.registerClient({ redirectUris: [callback(sso.id)] });
    const configured = await api.patch<SsoConnectorResponse>(`/sso-connectors/${sso.id}`, { config: { issuer: idp.issuer, ...client }, enableTokenStorage: true });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    expect(configured.body.enableTokenStorage).toBe(true);
  });

  it('keeps the sealed tokens of a social registration and replaces them at the next sign-in', async () => {
    await socialSignIn(storing, 'sam-up', 'Register');
    const sam = await findUserByIdentity(scope(), 'upstream', 'sam-up');
    const [first, ...others] = await rows();
    expect(others).toEqual([]);
    expect(first).toMatchObject({ user_id: sam?.id, kind: 'social', target: 'upstream', identity_id: 'sam-up', token_type: 'Bearer' });
    const firstToken = accessTokenOf(first?.tokens_encrypted ?? '');
    expect(first?.tokens_encrypted).not.toContain(firstToken);
    expect(await upstreamAccountOf(firstToken)).toBe('sam-up');

    await socialSignIn(storing, 'sam-up', 'SignIn');
    const [second, ...more] = await rows();
    expect(more).toEqual([]);
    const secondToken = accessTokenOf(second?.tokens_encrypted ?? '');
    expect(secondToken).not.toBe(firstToken);
    expect(await upstreamAccountOf(secondToken)).toBe('sam-up');
  });

  it('keeps nothing from a connector without token storage', async () => {
    await socialSignIn(plain, 'pia-up', 'Register');
    expect(await findUserByIdentity(scope(), 'plain', 'pia-up')).toBeDefined();
    expect((await rows()).map((row) => row.target)).toEqual(['upstream']);
  });

  it("keeps the IdP's tokens of an OIDC single sign-on, served to the user by the account API", async () => {
    await skipPwnedCheck(scope());
    const gus = await createUser(scope(), { username: 'gus', primaryEmail: 'gus@initech.test', password }, { defaultRoles: false });
    await updateAccountCenter(scope(), { enabled: true, fields: { social: 'ReadOnly' } });
    await ssoSignIn('gus-corp');
    expect((await findUserByEmail(scope(), 'gus@initech.test'))?.id).toBe(gus.id);
    const stored = (await rows()).find((row) => row.kind === 'sso');
    expect(stored).toMatchObject({ user_id: gus.id, target: sso.id, connector_id: sso.id, identity_id: 'gus-corp' });
    const storedToken = accessTokenOf(stored?.tokens_encrypted ?? '');
    expect(stored?.tokens_encrypted).not.toContain(storedToken);

    const account = await signInToAccountApi(server().url, clientId, { identifier: 'gus', password });
    const answer = await account.client.get<{ access_token: string; scope?: string }>(`/my-account/sso-identities/${sso.id}/access-token`);
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toBe(storedToken);
    expect(answer.body.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(await upstreamAccountOf(answer.body.access_token)).toBe('gus-corp');
    const described = await api.get<UserSsoIdentityResponse>(`/users/${gus.id}/sso-identities/${sso.id}?includeTokenSecret=true`);
    expect(described.body.tokenSecret).toMatchObject({ userId: gus.id, ssoConnectorId: sso.id, issuer: idp.issuer, identityId: 'gus-corp' });
    expect(JSON.stringify(described.body)).not.toContain(storedToken);

    // Turned off, the connector's tokens are no longer served.
    expect((await api.patch(`/sso-connectors/${sso.id}`, { enableTokenStorage: false })).status).toBe(200);
    const off = await account.client.get<ErrorBody>(`/my-account/sso-identities/${sso.id}/access-token`);
    expect(off.status).toBe(404);
    expect(off.body.code).toBe('user.token_set_not_found');
    expect((await api.patch(`/sso-connectors/${sso.id}`, { enableTokenStorage: true })).status).toBe(200);
  });

  it('refuses token storage where no tokens come: SAML and passwordless connectors', async () => {
    const saml = await api.post<ErrorBody>('/sso-connectors', { providerName: 'SAML', connectorName: 'Saml Co', enableTokenStorage: true });
    expect(saml.status).toBe(400);
    const email = await api.post<ErrorBody>('/connectors', { connectorId: 'demo-email', enableTokenStorage: true });
    expect(email.status).toBe(400);
  });
});
