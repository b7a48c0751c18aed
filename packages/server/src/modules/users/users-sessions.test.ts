import { defaultTenantId, type UserGrants, type UserInfo, type UserSession, type UserSessions } from '@tessera/schemas';
import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { storageVariants } from '../../testing/storage-variants.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import type { DomainEvent } from '../../events/domain-events.js';
import { findUserById } from './queries.js';
import { skipPwnedCheck } from './test-support.js';

const password = 'Copper-kettle-81';

for (const [storage, environment] of storageVariants()) {
  describeEachDatabase(
    `users API: sessions and grants through the OIDC provider (${storage})`,
    (server) => {
      let api: ApiClient;
      let clientId = '';
      let config: client.Configuration;
      let introspector: client.Configuration;

      beforeAll(async () => {
        api = await createManagementApiClient(server());
        await skipPwnedCheck(server().context.tenantScope(defaultTenantId));
        clientId = await insertTestClient(server().context.database.db, { name: 'Session SPA' });
        const discover = (id: string, auth: client.ClientAuth) =>
          client.discovery(new URL(`${server().url}/oidc`), id, undefined, auth, { execute: [client.allowInsecureRequests] });
        config = await discover(clientId, client.None());
        const confidential = await api.post<{ id: string; secret: string }>('/applications', {
          name: 'Introspector',
          type: 'Traditional',
          oidcClientMetadata: { redirectUris: ['https://rp.example.com/cb'], postLogoutRedirectUris: [] },
        });
        introspector = await discover(confidential.body.id, client.ClientSecretBasic(confidential.body.secret));
      });

      /** Starts an authorization request; answers the sign-in step's status and, on success, the tokens. */
      const signIn = async (username: string) => {
        const verifier = client.randomPKCECodeVerifier();
        const browser = await new AuthorizationFlow(server().url, clientId).start({
          scope: 'openid offline_access',
          prompt: 'login consent',
          code_challenge: await client.calculatePKCECodeChallenge(verifier),
        });
        const signedIn = await browser.api<{ redirectTo: string; code?: string }>('POST', '/sign-in', { identifier: username, password });
        if (signedIn.status !== 200) {
          return { status: signedIn.status, code: signedIn.body.code };
        }
        let callback = await browser.follow(signedIn.body.redirectTo);
        if (callback.pathname === '/consent') {
          callback = await browser.follow((await browser.api<{ redirectTo: string }>('POST', '/consent')).body.redirectTo);
        }
        const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: 'x' });
        return { status: 200, tokens };
      };
      const signedInUser = async (username: string) => {
        const user = (await api.post<UserInfo>('/users', { username, password })).body;
        const { tokens } = await signIn(username);
        if (!tokens?.refresh_token) {
          throw new Error('The sign-in gave no refresh token.');
        }
        return { user, tokens: { access: tokens.access_token, refresh: tokens.refresh_token } };
      };
      const isActive = async (token: string) => (await client.tokenIntrospection(introspector, token)).active;
      const expectTokensDead = async (tokens: { access: string; refresh: string }) => {
        await expect(client.refreshTokenGrant(config, tokens.refresh)).rejects.toMatchObject({ error: 'invalid_grant' });
        expect(await isActive(tokens.refresh)).toBe(false);
        expect(await isActive(tokens.access)).toBe(false);
      };

      it("lists the user's live sessions and grants in the reference shapes", async () => {
        const { user, tokens } = await signedInUser('session_lister');
        expect(await isActive(tokens.refresh)).toBe(true);
        const { sessions } = (await api.get<UserSessions>(`/users/${user.id}/sessions`)).body;
        expect(sessions).toHaveLength(1);
        const [session] = sessions as [UserSession];
        expect(session).toMatchObject({
          payload: { kind: 'Session', accountId: user.id, authorizations: { [clientId]: { grantId: expect.any(String) } } },
          lastSubmission: null,
          clientId,
          accountId: user.id,
        });
        expect(session.expiresAt).toBeGreaterThan(Date.now());
        expect((await api.get(`/users/${user.id}/sessions/${session.payload.jti}`)).body).toEqual(session);

        const { grants } = (await api.get<UserGrants>(`/users/${user.id}/grants`)).body;
        expect(grants).toEqual([
          expect.objectContaining({
            id: session.payload.authorizations?.[clientId]?.grantId,
            payload: expect.objectContaining({ kind: 'Grant', clientId, accountId: user.id }),
            application: { id: clientId, name: 'Session SPA' },
          }),
        ]);
        expect((await api.get<UserGrants>(`/users/${user.id}/grants?appType=thirdParty`)).body.grants).toEqual([]);
        expect((await api.get<UserGrants>(`/users/${user.id}/grants?appType=firstParty`)).body.grants).toHaveLength(1);
      });

      it('revokes a grant with its tokens, announcing it', async () => {
        const { user, tokens } = await signedInUser('grant_revoker');
        const [grant] = (await api.get<UserGrants>(`/users/${user.id}/grants`)).body.grants;
        const events: DomainEvent[] = [];
        const unsubscribe = server().context.events.subscribe((event) => {
          events.push(event);
        });
        expect((await api.delete(`/users/${user.id}/grants/${grant?.id}`)).status).toBe(204);
        unsubscribe();
        expect(events).toEqual([
          { name: 'user.grant.revoked', tenantId: defaultTenantId, data: { userId: user.id, grantId: grant?.id } },
        ]);
        await expectTokensDead(tokens);
        expect((await api.get<UserGrants>(`/users/${user.id}/grants`)).body.grants).toEqual([]);
        expectError(await api.delete(`/users/${user.id}/grants/${grant?.id}`), 404, 'entity.not_exists_with_id');
      });

      it('ends a session, and its grants too when asked', async () => {
        const { user, tokens } = await signedInUser('session_ender');
        const [session] = (await api.get<UserSessions>(`/users/${user.id}/sessions`)).body.sessions;
        const sessionId = session?.payload.jti ?? '';
        const events: DomainEvent[] = [];
        const unsubscribe = server().context.events.subscribe((event) => {
          events.push(event);
        });
        expect((await api.delete(`/users/${user.id}/sessions/${sessionId}?revokeGrantsTarget=all`)).status).toBe(204);
        unsubscribe();
        expect(events.map((event) => event.name)).toEqual(['user.session.ended']);
        expect((await api.get<UserSessions>(`/users/${user.id}/sessions`)).body.sessions).toEqual([]);
        expect((await api.get<UserGrants>(`/users/${user.id}/grants`)).body.grants).toEqual([]);
        await expectTokensDead(tokens);
        expectError(await api.get(`/users/${user.id}/sessions/${sessionId}`), 404, 'entity.not_exists_with_id');
        expectError(await api.delete(`/users/${user.id}/sessions/${sessionId}`), 404, 'entity.not_exists_with_id');
        expectError(await api.delete(`/users/${user.id}/sessions/x?revokeGrantsTarget=some`), 400, 'guard.invalid_input');
      });

      it('keeps the grants of an ended session unless asked', async () => {
        const { user, tokens } = await signedInUser('session_only');
        const [session] = (await api.get<UserSessions>(`/users/${user.id}/sessions`)).body.sessions;
        expect((await api.delete(`/users/${user.id}/sessions/${session?.payload.jti}`)).status).toBe(204);
        expect((await api.get<UserGrants>(`/users/${user.id}/grants`)).body.grants).toHaveLength(1);
        expect(await isActive(tokens.refresh)).toBe(true);
      });

      it('suspending refuses sign-in, refresh and introspection at once; reactivating allows sign-in again', async () => {
        const { user, tokens } = await signedInUser('suspended_user');
        expect((await api.patch(`/users/${user.id}/is-suspended`, { isSuspended: true })).status).toBe(200);
        await expectTokensDead(tokens);
        expect((await api.get<UserSessions>(`/users/${user.id}/sessions`)).body.sessions).toEqual([]);
        expect(await signIn('suspended_user')).toEqual({ status: 403, code: 'user.suspended' });
        await api.patch(`/users/${user.id}/is-suspended`, { isSuspended: false });
        expect((await signIn('suspended_user')).status).toBe(200);
      });

      it('signs in a user imported with a legacy digest, and stores the password anew with Argon2id', async () => {
        const digest = createHash('sha1').update(password).digest('base64');
        const user = (await api.post<UserInfo>('/users', { username: 'sha1_import', passwordDigest: digest, passwordAlgorithm: 'SHA1' })).body;
        expect((await signIn('sha1_import')).status).toBe(200);
        const stored = await findUserById(server().context.tenantScope(defaultTenantId), user.id);
        expect(stored?.password_encryption_method).toBe('Argon2id');
        expect(stored?.password_encrypted).toMatch(/^\$argon2id\$/);
        expect((await signIn('sha1_import')).status).toBe(200);
      });

      it('a new password or a deletion ends everything the user held', async () => {
        const changed = await signedInUser('password_changed');
        expect((await api.patch(`/users/${changed.user.id}/password`, { password: 'Fresh-meadow-2026' })).status).toBe(200);
        await expectTokensDead(changed.tokens);

        const deleted = await signedInUser('deleted_user');
        expect((await api.delete(`/users/${deleted.user.id}`)).status).toBe(204);
        await expectTokensDead(deleted.tokens);
        expect(await signIn('deleted_user')).toMatchObject({ status: 422, code: 'session.invalid_credentials' });
      });

      it("never shows or ends another user's or another tenant's sessions and grants", async () => {
        const owner = await signedInUser('owner_user');
        const bystander = (await api.post<UserInfo>('/users', { username: 'bystander' })).body;
        const [session] = (await api.get<UserSessions>(`/users/${owner.user.id}/sessions`)).body.sessions;
        const [grant] = (await api.get<UserGrants>(`/users/${owner.user.id}/grants`)).body.grants;
        expectError(await api.get(`/users/${bystander.id}/sessions/${session?.payload.jti}`), 404, 'entity.not_exists_with_id');
        expectError(await api.delete(`/users/${bystander.id}/sessions/${session?.payload.jti}`), 404, 'entity.not_exists_with_id');
        expectError(await api.delete(`/users/${bystander.id}/grants/${grant?.id}`), 404, 'entity.not_exists_with_id');

        const foreign = await insertTestUser(await createOtherTenant(server()));
        for (const id of ['nosuchuser', foreign.id]) {
          expectError(await api.get(`/users/${id}/sessions`), 404, 'entity.not_exists_with_id');
          expectError(await api.get(`/users/${id}/sessions/${session?.payload.jti}`), 404, 'entity.not_exists_with_id');
          expectError(await api.delete(`/users/${id}/sessions/${session?.payload.jti}`), 404, 'entity.not_exists_with_id');
          expectError(await api.get(`/users/${id}/grants`), 404, 'entity.not_exists_with_id');
          expectError(await api.delete(`/users/${id}/grants/${grant?.id}`), 404, 'entity.not_exists_with_id');
        }
        expect(await isActive(owner.tokens.refresh)).toBe(true);
        expect((await api.get<UserSessions>(`/users/${owner.user.id}/sessions`)).body.sessions).toHaveLength(1);
      });
    },
    environment,
  );
}
