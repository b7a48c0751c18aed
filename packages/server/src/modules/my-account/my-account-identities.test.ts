import { defaultTenantId, type AccountCenter } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { callWithVerification, signInToAccountApi } from '../../testing/account-api.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { insertTestClient } from '../../testing/authorization-flow.js';
import { createOtherTenant, otherTenantId } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { updateAccountCenter } from '../account-center/service.js';
import { connectorDataOf, createUpstreamOidcConnector } from '../connectors/social-test-support.js';
import { findUserById } from '../users/queries.js';
import { createUser } from '../users/service.js';
import { skipPwnedCheck } from '../users/test-support.js';

const password = 'Gl4cier-Tundra';
type ErrorBody = { code: string; data?: Record<string, unknown> };

let idp: UpstreamIdp;
beforeAll(async () => {
  idp = await startUpstreamIdp({
    accounts: [
      { sub: 'kim-first', email: 'kim@example.test', email_verified: true, name: 'Kim' },
      { sub: 'kim-second', email: 'kim2@example.test', email_verified: true, name: 'Kim Two' },
    ],
  });
});
afterAll(async () => {
  await idp.close();
});

describeEachDatabase(
  'account API: linking social identities',
  (server) => {
    let management: ApiClient;
    let clientId = '';
    let kimId = '';
    let connectorId = '';
    const scope = () => scopeToTenant(server().context.database.db, defaultTenantId);
    const redirectUri = (id: string) => `${server().url}/account/callback/${id}`;
    const signIn = (identifier: string, options: { scope?: string; tenantPrefix?: string } = {}, client = clientId) =>
      signInToAccountApi(server().url, client, { identifier, password }, options);

    /** A verified social record of `sub`, made with the token's client. */
    const socialRecord = async (client: ApiClient, sub: string) => {
      const state = `st-${Math.random().toString(36).slice(2, 12)}`;
      const started = await client.post<{ verificationRecordId: string; authorizationUri: string }>('/verifications/social', {
        connectorId,
        redirectUri: redirectUri(connectorId),
        state,
      });
      expect(started.status).toBe(201);
      const connectorData = connectorDataOf(await idp.completeSignIn(started.body.authorizationUri, sub), redirectUri(connectorId));
      const verified = await client.post('/verifications/social/verify', { verificationRecordId: started.body.verificationRecordId, connectorData });
      expect(verified.status).toBe(200);
      return started.body.verificationRecordId;
    };
    const passwordRecord = async (client: ApiClient) =>
      (await client.post<{ verificationRecordId: string }>('/verifications/password', { password })).body.verificationRecordId;
    const link = (token: string, method: 'POST' | 'PUT', proof: string | undefined, record: string) =>
      callWithVerification<ErrorBody>(server().url, token, method, '/my-account/identities', proof, { newIdentifierVerificationRecordId: record });

    beforeAll(async () => {
      management = await createManagementApiClient(server());
      clientId = await insertTestClient(server().context.database.db);
      await skipPwnedCheck(scope());
      kimId = (await createUser(scope(), { username: 'kim', password }, { defaultRoles: false })).id;
      await createUser(scope(), { username: 'lee', password }, { defaultRoles: false });
      await updateAccountCenter(scope(), { enabled: true, fields: { social: 'Edit' } });
      connectorId = (await createUpstreamOidcConnector(management, idp, { redirectUri, target: 'upstream' })).id;
    });

    it('links the provider account of a verified social record, with a proof of identity, once', async () => {
      const { client, token } = await signIn('kim');
      const record = await socialRecord(client, 'kim-first');
      const unproven = await link(token, 'POST', undefined, record);
      expect(unproven.status).toBe(401);
      expect(unproven.body.code).toBe('verification_record.permission_denied');
      // The social record itself is no proof of identity.
      expect((await link(token, 'POST', record, record)).status).toBe(401);

      const proof = await passwordRecord(client);
      expect((await link(token, 'POST', proof, record)).status).toBe(204);
      const account = await client.get<{ identities: Record<string, { userId: string }> }>('/my-account');
      expect(account.body.identities.upstream).toMatchObject({ userId: 'kim-first', details: { email: 'kim@example.test' } });

      const reused = await link(token, 'POST', proof, record);
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('verification_record.new_identifier_not_verified');
    });

    it('keeps an identity of the same target on POST and replaces it on PUT', async () => {
      const { client, token } = await signIn('kim');
      const proof = await passwordRecord(client);
      const kept = await link(token, 'POST', proof, await socialRecord(client, 'kim-second'));
      expect(kept.status).toBe(422);
      expect(kept.body).toMatchObject({ code: 'user.social_account_exists_in_profile', data: { target: 'upstream' } });
      expect((await findUserById(scope(), kimId))?.identities).toMatchObject({ upstream: { userId: 'kim-first' } });

      expect((await link(token, 'PUT', proof, await socialRecord(client, 'kim-second'))).status).toBe(204);
      expect((await findUserById(scope(), kimId))?.identities).toMatchObject({ upstream: { userId: 'kim-second' } });
    });

    it('refuses a provider account another user holds, an unverified record and a missing scope or field', async () => {
      const lee = await signIn('lee');
      const proof = await passwordRecord(lee.client);
      const taken = await link(lee.token, 'PUT', proof, await socialRecord(lee.client, 'kim-second'));
      expect(taken.status).toBe(422);
      expect(taken.body.code).toBe('user.identity_already_in_use');

      const started = await lee.client.post<{ verificationRecordId: string }>('/verifications/social', {
        connectorId,
        redirectUri: redirectUri(connectorId),
        state: 'st-never-called-back',
      });
      const unverified = await link(lee.token, 'POST', proof, started.body.verificationRecordId);
      expect(unverified.status).toBe(400);
      expect(unverified.body.code).toBe('verification_record.new_identifier_not_verified');

      const narrow = await signIn('lee', { scope: 'openid profile' });
      const noScope = await link(narrow.token, 'POST', await passwordRecord(narrow.client), await socialRecord(narrow.client, 'kim-first'));
      expect(noScope.status).toBe(403);
      expect(noScope.body.code).toBe('auth.insufficient_permissions');

      await updateAccountCenter(scope(), { enabled: true, fields: { social: 'ReadOnly' } });
      try {
        const readOnly = await link(lee.token, 'POST', proof, await socialRecord(lee.client, 'kim-first'));
        expect(readOnly.status).toBe(403);
        expect(readOnly.body.code).toBe('account_center.field_not_editable');
      } finally {
        await updateAccountCenter(scope(), { enabled: true, fields: { social: 'Edit' } });
      }
      expect((await findUserById(scope(), kimId))?.identities).toMatchObject({ upstream: { userId: 'kim-second' } });
    });

    it("takes no social record of another tenant's user", async () => {
      const other = await createOtherTenant(server());
      await skipPwnedCheck(other);
      await updateAccountCenter(other, { enabled: true, fields: { social: 'Edit' } as AccountCenter['fields'] });
      const strangerId = (await createUser(other, { username: 'kim', password }, { defaultRoles: false })).id;
      const otherClient = await insertTestClient(server().context.database.db, { tenantId: otherTenantId });
      const there = await signIn('kim', { tenantPrefix: `/t/${otherTenantId}` }, otherClient);
      const here = await signIn('kim');
      const homeRecord = await socialRecord(here.client, 'kim-first');
      const thereProof = await passwordRecord(there.client);
      const crossing = await callWithVerification<ErrorBody>(
        `${server().url}/t/${otherTenantId}`,
        there.token,
        'POST',
        '/my-account/identities',
        thereProof,
        { newIdentifierVerificationRecordId: homeRecord },
      );
      expect(crossing.status).toBe(400);
      expect(crossing.body.code).toBe('verification_record.new_identifier_not_verified');
      expect((await findUserById(other, strangerId))?.identities).toEqual({});
    });
  },
  { EDITION: 'cloud' },
);
