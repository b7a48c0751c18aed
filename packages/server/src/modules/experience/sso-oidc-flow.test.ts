import type { Organization, SsoConnectorResponse, UserAllIdentities } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { findUserSsoIdentitiesByUserId } from '../sso-connectors/identity-queries.js';
import { findUserByEmail } from '../users/queries.js';

type ErrorBody = { code: string };

describeEachDatabase('Experience API: OIDC single sign-on', (server) => {
  let api: ApiClient;
  let upstream: UpstreamIdp;
  let clientId = '';
  let connector: SsoConnectorResponse;
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const callbackUri = () => `${server().url}/callback/${connector.id}`;

  /** Starts SSO in a new sign-in and signs `sub` in at the upstream provider; the callback URL. */
  const atCallback = async (sub: string) => {
    const flow = await new AuthorizationFlow(server().url, clientId).start();
    expect((await flow.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const started = await flow.api<{ verificationId: string; authorizationUri: string }>(
      'POST',
      `/verification/sso/${connector.id}/authorization-uri`,
      { state: 'app-state-1', redirectUri: callbackUri() },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const authorization = new URL(started.body.authorizationUri);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const callback = new URL(await upstream.completeSignIn(started.body.authorizationUri, sub));
    expect(`${callback.origin}${callback.pathname}`).toBe(callbackUri());
    return { flow, verificationId: started.body.verificationId, connectorData: Object.fromEntries(callback.searchParams) };
  };

  const signIn = async (sub: string) => {
    const { flow, verificationId, connectorData } = await atCallback(sub);
    const verified = await flow.api('POST', `/verification/sso/${connector.id}/verify`, { verificationId, connectorData });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await flow.api('POST', '/identification', { verificationId })).status).toBe(204);
    const submitted = await flow.api<{ redirectTo: string }>('POST', '/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const back = await flow.follow(submitted.body.redirectTo);
    expect(`${back.origin}${back.pathname}`).toBe(testRedirectUri);
    expect(back.searchParams.get('code')).toBeTruthy();
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    upstream = await startUpstreamIdp();
    clientId = await insertTestClient(server().context.database.db);
    // The redirect URI is the connector's callback page, known once the connector exists.
    connector = (await api.post<SsoConnectorResponse>('/sso-connectors', { providerName: 'OIDC', connectorName: 'Globex OIDC', domains: ['globex.test'] })).body;
    const client = upstream.registerClient({ redirectUris: [callbackUri()] });
    const configured = await api.patch<SsoConnectorResponse>(`/sso-connectors/${connector.id}`, {
      config: { issuer: upstream.issuer, ...client },
      syncProfile: true,
    });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    expect(configured.body.providerConfig?.callbackUri).toBe(callbackUri());
    expect((await api.patch('/sign-in-exp', { singleSignOnEnabled: true })).status).toBe(200);
  });
  afterAll(async () => {
    await upstream.close();
  });

  it('creates the user just in time into the connector\'s organizations, then signs the identity in again', async () => {
    const organization = (await api.post<Organization>('/organizations', { name: 'Globex' })).body;
    const link = `/organizations/${organization.id}/jit/sso-connectors`;
    expect((await api.post(link, { ssoConnectorIds: [connector.id] })).status).toBe(201);

    upstream.setAccount({ sub: 'globex-1', email: 'gina@globex.test', email_verified: true, name: 'Gina', picture: 'https://globex.test/gina.png' });
    await signIn('globex-1');
    const user = await findUserByEmail(scope(), 'gina@globex.test');
    expect(user).toMatchObject({ name: 'Gina', avatar: 'https://globex.test/gina.png' });
    const identities = (await api.get<UserAllIdentities>(`/users/${user?.id}/all-identities`)).body;
    expect(identities.ssoIdentities[0]?.ssoIdentity).toMatchObject({ issuer: upstream.issuer, identityId: 'globex-1', ssoConnectorId: connector.id });
    const members = (await api.get<{ id: string }[]>(`/organizations/${organization.id}/users`)).body;
    expect(members.map((member) => member.id)).toEqual([user?.id]);

    upstream.setAccount({ sub: 'globex-1', email: 'gina@globex.test', email_verified: true, name: 'Gina Rossi' });
    await signIn('globex-1');
    expect((await findUserByEmail(scope(), 'gina@globex.test'))?.name).toBe('Gina Rossi');

    // Deleting the user takes its identities with it.
    expect((await api.delete(`/users/${user?.id}`)).status).toBe(204);
    expect(await findUserSsoIdentitiesByUserId(scope(), user?.id ?? '')).toEqual([]);
  });

  it('refuses a wrong state, a tampered ID token and an error from the IdP', async () => {
    upstream.setAccount({ sub: 'globex-2', email: 'hal@globex.test', email_verified: true });
    const first = await atCallback('globex-2');
    const wrongState = await first.flow.api<ErrorBody>('POST', `/verification/sso/${connector.id}/verify`, {
      verificationId: first.verificationId,
      connectorData: { ...first.connectorData, state: 'forged' },
    });
    expect({ status: wrongState.status, code: wrongState.body.code }).toEqual({ status: 400, code: 'single_sign_on.state_mismatch' });

    const second = await atCallback('globex-2');
    upstream.rewriteTokenAnswers((body) => {
      const [header, payload, signature] = String(body.id_token).split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      return { ...body, id_token: `${header}.${forged}.${signature}` };
    });
    try {
      const tampered = await second.flow.api<ErrorBody>('POST', `/verification/sso/${connector.id}/verify`, {
        verificationId: second.verificationId,
        connectorData: second.connectorData,
      });
      expect({ status: tampered.status, code: tampered.body.code }).toEqual({ status: 400, code: 'connector.social_invalid_id_token' });
    } finally {
      upstream.rewriteTokenAnswers(undefined);
    }

    const third = await atCallback('globex-2');
    const denied = await third.flow.api<ErrorBody>('POST', `/verification/sso/${connector.id}/verify`, {
      verificationId: third.verificationId,
      connectorData: { state: 'app-state-1', error: 'access_denied' },
    });
    expect({ status: denied.status, code: denied.body.code }).toEqual({ status: 400, code: 'connector.authorization_failed' });
    expect(await findUserByEmail(scope(), 'hal@globex.test')).toBeUndefined();
  });
});
