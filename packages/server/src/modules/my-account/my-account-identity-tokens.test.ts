import { defaultTenantId, type AccountCenter, type UserAllIdentities, type UserIdentityResponse } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { callWithVerification, signInToAccountApi } from '../../testing/account-api.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { insertTestClient } from '../../testing/authorization-flow.js';
import { createOtherTenant, otherTenantId } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { updateAccountCenter } from '../account-center/service.js';
import { connectorDataOf, createUpstreamOidcConnector } from '../connectors/social-test-support.js';
import { createUser } from '../users/service.js';
import { skipPwnedCheck } from '../users/test-support.js';

const password = 'Gl4cier-Tundra';
type ErrorBody = { code: string };
type AccessToken = { access_token: string; scope?: string; token_type?: string; expires_in?: number };

let idp: UpstreamIdp;
beforeAll(async () => {
  idp = await startUpstreamIdp({
    accounts: [
      { sub: 'ana-up', email: 'ana@example.test', email_verified: true, name: 'Ana' },
      { sub: 'ana-other', email: 'ana2@example.test', email_verified: true, name: 'Ana Two' },
    ],
  });
});
afterAll(async () => {
  await idp.close();
});

/** The rows of kept provider tokens of the tenant, as stored. */
const storedRows = (scope: TenantScope) => scope.selectFrom('user_federated_token_sets').selectAll().execute();

describeEachDatabase(
  'account API: provider tokens of social identities',
  (server) => {
    let management: ApiClient;
    let clientId = '';
    let anaId = '';
    let storing = '';
    let plain = '';
    const scope = () => scopeToTenant(server().context.database.db, defaultTenantId);
    const redirectUri = (id: string) => `${server().url}/account/callback/${id}`;
    const signIn = (identifier: string, options: { scope?: string; tenantPrefix?: string } = {}, client = clientId) =>
      signInToAccountApi(server().url, client, { identifier, password }, options);

    /** A verified social record of `sub` at a connector, optionally with other scopes; and the URL the provider was sent. */
    const socialRecord = async (client: ApiClient, connectorId: string, sub: string, providerScope?: string) => {
      const started = await client.post<{ verificationRecordId: string; authorizationUri: string }>('/verifications/social', {
        connectorId,
        redirectUri: redirectUri(connectorId),
        state: `st-${Math.random().toString(36).slice(2, 12)}`,
        ...(providerScope ? { scope: providerScope } : {}),
      });
      expect(started.status).toBe(201);
      const connectorData = connectorDataOf(await idp.completeSignIn(started.body.authorizationUri, sub), redirectUri(connectorId));
      const verified = await client.post('/verifications/social/verify', { verificationRecordId: started.body.verificationRecordId, connectorData });
      expect(verified.status).toBe(200);
      return { id: started.body.verificationRecordId, authorization: new URL(started.body.authorizationUri) };
    };
    const passwordRecord = async (client: ApiClient) =>
      (await client.post<{ verificationRecordId: string }>('/verifications/password', { password })).body.verificationRecordId;
    const link = async (session: { client: ApiClient; token: string }, connectorId: string, sub: string) => {
      const record = await socialRecord(session.client, connectorId, sub);
      const proof = await passwordRecord(session.client);
      const linked = await callWithVerification(server().url, session.token, 'PUT', '/my-account/identities', proof, {
        newIdentifierVerificationRecordId: record.id,
      });
      expect(linked.status).toBe(204);
    };
    /** What the upstream provider knows of one of its access tokens. */
    const upstreamToken = async (value: string) => {
      const found = await idp.provider.AccessToken.find(value);
      return { accountId: found?.accountId, scope: found?.scope };
    };

    beforeAll(async () => {
      management = await createManagementApiClient(server());
      clientId = await insertTestClient(server().context.database.db);
      await skipPwnedCheck(scope());
      anaId = (await createUser(scope(), { username: 'ana', password }, { defaultRoles: false })).id;
      await updateAccountCenter(scope(), { enabled: true, fields: { social: 'Edit' } });
      const created = await createUpstreamOidcConnector(management, idp, {
        redirectUri,
        target: 'upstream',
        enableTokenStorage: true,
        scope: 'openid profile',
      });
      expect(created.response).toMatchObject({ enableTokenStorage: true });
      storing = created.id;
      plain = (await createUpstreamOidcConnector(management, idp, { redirectUri, target: 'plain' })).id;
    });

    it("keeps the provider's token of a linked identity sealed at rest and answers it", async () => {
      const ana = await signIn('ana');
      await link(ana, storing, 'ana-up');
      const answer = await ana.client.get<AccessToken>('/my-account/identities/upstream/access-token');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ token_type: 'Bearer', scope: 'openid profile' });
      expect(answer.body.expires_in).toBeGreaterThan(500);
      expect(answer.body.expires_in).toBeLessThanOrEqual(600);
      // The token is the upstream provider's own, issued to that account.
      expect(await upstreamToken(answer.body.access_token)).toMatchObject({ accountId: 'ana-up' });

      const [row, ...others] = await storedRows(scope());
      expect(others).toEqual([]);
      expect(row).toMatchObject({ user_id: anaId, kind: 'social', target: 'upstream', connector_id: storing, identity_id: 'ana-up' });
      expect(row?.tokens_encrypted).not.toContain(answer.body.access_token);
      expect(server().context.vault.decrypt(row?.tokens_encrypted ?? '')).toContain(answer.body.access_token);

      // The Management API describes the kept tokens when asked, never answering them.
      const described = await management.get<UserIdentityResponse>(`/users/${anaId}/identities/upstream?includeTokenSecret=true`);
      expect(described.body.tokenSecret).toMatchObject({
        tenantId: defaultTenantId,
        userId: anaId,
        type: 'federated_token_set',
        connectorId: storing,
        target: 'upstream',
        identityId: 'ana-up',
        metadata: { scope: 'openid profile', tokenType: 'Bearer', hasRefreshToken: false },
      });
      expect(JSON.stringify(described.body)).not.toContain(answer.body.access_token);
      expect((await management.get<UserIdentityResponse>(`/users/${anaId}/identities/upstream`)).body.tokenSecret).toBeUndefined();
      const all = await management.get<UserAllIdentities>(`/users/${anaId}/all-identities?includeTokenSecret=1`);
      expect(all.body.socialIdentities.map((item) => item.tokenSecret?.id)).toEqual([described.body.tokenSecret?.id]);
    });

    it('replaces the token with one of more scopes through PUT, the override reaching the provider', async () => {
      const ana = await signIn('ana');
      const before = (await ana.client.get<AccessToken>('/my-account/identities/upstream/access-token')).body.access_token;
      const record = await socialRecord(ana.client, storing, 'ana-up', 'email');
      // OpenID Connect connectors keep `openid`; the connector's own scopes are not asked for.
      expect(record.authorization.searchParams.get('scope')).toBe('openid email');
      const renewed = await ana.client.put<AccessToken>('/my-account/identities/upstream/access-token', { verificationRecordId: record.id });
      expect(renewed.status).toBe(200);
      expect(renewed.body.scope).toBe('openid email');
      expect(renewed.body.access_token).not.toBe(before);
      expect(await upstreamToken(renewed.body.access_token)).toEqual({ accountId: 'ana-up', scope: 'openid email' });
      expect((await ana.client.get<AccessToken>('/my-account/identities/upstream/access-token')).body).toEqual(renewed.body);
      expect(await storedRows(scope())).toHaveLength(1);

      const spent = await ana.client.put<ErrorBody>('/my-account/identities/upstream/access-token', { verificationRecordId: record.id });
      expect(spent.status).toBe(400);
      const another = await socialRecord(ana.client, storing, 'ana-other');
      const mismatch = await ana.client.put<ErrorBody>('/my-account/identities/upstream/access-token', { verificationRecordId: another.id });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.code).toBe('user.identity_not_match');
    });

    it('renews an expired token with the kept refresh token at the provider', async () => {
      // Refresh tokens come with offline_access, which the provider grants only on a consent prompt.
      const renewing = await createUpstreamOidcConnector(management, idp, {
        redirectUri,
        target: 'renewing',
        enableTokenStorage: true,
        scope: 'openid offline_access',
        authorizationParams: { prompt: 'consent' },
      });
      const ana = await signIn('ana');
      await link(ana, renewing.id, 'ana-up');
      const key = (query: ReturnType<typeof scope>) => query.updateTable('user_federated_token_sets').where('target', '=', 'renewing');
      const before = (await ana.client.get<AccessToken>('/my-account/identities/renewing/access-token')).body.access_token;
      expect((await storedRows(scope())).find((row) => row.target === 'renewing')?.has_refresh_token).toBe(true);

      await key(scope()).set({ expires_at: new Date(Date.now() - 1000) }).execute();
      const renewed = await ana.client.get<AccessToken>('/my-account/identities/renewing/access-token');
      expect(renewed.status).toBe(200);
      expect(renewed.body.access_token).not.toBe(before);
      expect(renewed.body.expires_in).toBeGreaterThan(500);
      expect(renewed.body.scope).toBe('openid offline_access');
      expect(await upstreamToken(renewed.body.access_token)).toMatchObject({ accountId: 'ana-up' });
      expect((await ana.client.get<AccessToken>('/my-account/identities/renewing/access-token')).body.access_token).toBe(renewed.body.access_token);
    });

    it('answers 404 without an identity, without storage, and for an unknown SSO identity', async () => {
      const ana = await signIn('ana');
      const none = await ana.client.get<ErrorBody>('/my-account/identities/nowhere/access-token');
      expect(none.status).toBe(404);
      expect(none.body.code).toBe('user.identity_not_found');

      await link(ana, plain, 'ana-up');
      const notKept = await ana.client.get<ErrorBody>('/my-account/identities/plain/access-token');
      expect(notKept.status).toBe(404);
      expect(notKept.body.code).toBe('user.token_set_not_found');
      expect((await storedRows(scope())).map((row) => row.target).sort()).toEqual(['renewing', 'upstream']);

      const sso = await ana.client.get<ErrorBody>('/my-account/sso-identities/no-such-connector/access-token');
      expect(sso.status).toBe(404);
      expect(sso.body.code).toBe('user.sso_identity_not_found');
    });

    it('is guarded like the identities: scope and account center field', async () => {
      const narrow = await signIn('ana', { scope: 'openid profile' });
      const noScope = await narrow.client.get<ErrorBody>('/my-account/identities/upstream/access-token');
      expect(noScope.status).toBe(403);
      expect(noScope.body.code).toBe('auth.insufficient_permissions');
      const noToken = await fetch(`${server().url}/api/my-account/identities/upstream/access-token`);
      expect(noToken.status).toBe(401);

      const ana = await signIn('ana');
      await updateAccountCenter(scope(), { enabled: true, fields: { social: 'Off' } });
      try {
        expect((await ana.client.get('/my-account/identities/upstream/access-token')).status).toBe(403);
      } finally {
        await updateAccountCenter(scope(), { enabled: true, fields: { social: 'Edit' } });
      }
    });

    it("reads no token of another tenant's user", async () => {
      const other = await createOtherTenant(server());
      await skipPwnedCheck(other);
      await updateAccountCenter(other, { enabled: true, fields: { social: 'Edit' } as AccountCenter['fields'] });
      await createUser(other, { username: 'ana', password }, { defaultRoles: false });
      const otherClient = await insertTestClient(server().context.database.db, { tenantId: otherTenantId });
      const there = await signIn('ana', { tenantPrefix: `/t/${otherTenantId}` }, otherClient);
      const read = await there.client.get<ErrorBody>('/my-account/identities/upstream/access-token');
      expect(read.status).toBe(404);
      expect(await storedRows(other)).toEqual([]);

      const here = await signIn('ana');
      const record = await socialRecord(here.client, storing, 'ana-up');
      const crossing = await there.client.put<ErrorBody>('/my-account/identities/upstream/access-token', { verificationRecordId: record.id });
      expect(crossing.status).toBe(404);
      expect(await storedRows(other)).toEqual([]);
    });

    it('forgets the token when the identity is unlinked (account or Management API), and when the user is deleted', async () => {
      const targets = async () => (await storedRows(scope())).map((row) => row.target).sort();
      const ana = await signIn('ana');
      const proof = await passwordRecord(ana.client);
      const unlinked = await callWithVerification(server().url, ana.token, 'DELETE', '/my-account/identities/upstream', proof);
      expect(unlinked.status).toBe(204);
      expect(await targets()).toEqual(['renewing']);
      const gone = await ana.client.get<ErrorBody>('/my-account/identities/upstream/access-token');
      expect(gone.status).toBe(404);

      await link(ana, storing, 'ana-up');
      expect(await targets()).toEqual(['renewing', 'upstream']);
      expect((await management.delete(`/users/${anaId}/identities/upstream`)).status).toBe(200);
      expect(await targets()).toEqual(['renewing']);

      expect((await management.delete(`/users/${anaId}`)).status).toBe(204);
      expect(await storedRows(scope())).toEqual([]);
    });
  },
  { EDITION: 'cloud' },
);
