import { defaultTenantId } from '@tessera/schemas';
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
import { createUser } from '../users/service.js';
import { skipPwnedCheck } from '../users/test-support.js';
import { createVerificationRecords } from './records.js';

const password = 'Gl4cier-Tundra';
type Started = { verificationRecordId: string; authorizationUri: string; expiresAt: string };
type ErrorBody = { code: string };

let idp: UpstreamIdp;
beforeAll(async () => {
  idp = await startUpstreamIdp({ accounts: [{ sub: 'zoe-upstream', email: 'zoe@example.test', email_verified: true, name: 'Zoe' }] });
});
afterAll(async () => {
  await idp.close();
});

describeEachDatabase(
  'account API: social verification records',
  (server) => {
    let management: ApiClient;
    let clientId = '';
    let userId = '';
    let connectorId = '';
    const scope = () => scopeToTenant(server().context.database.db, defaultTenantId);
    const redirectUri = (id: string) => `${server().url}/account/callback/${id}`;
    const signIn = () => signInToAccountApi(server().url, clientId, { identifier: 'zoe', password });
    const newState = () => `st-${Math.random().toString(36).slice(2, 12)}`;

    beforeAll(async () => {
      management = await createManagementApiClient(server());
      clientId = await insertTestClient(server().context.database.db);
      await skipPwnedCheck(scope());
      userId = (await createUser(scope(), { username: 'zoe', password, primaryEmail: 'zoe@example.com' }, { defaultRoles: false })).id;
      await updateAccountCenter(scope(), { enabled: true, fields: { social: 'Edit', email: 'Edit' } });
      connectorId = (await createUpstreamOidcConnector(management, idp, { redirectUri, target: 'upstream' })).id;
    });

    it('answers the provider URL and, after the callback, a verified record holding the provider account', async () => {
      const { client } = await signIn();
      const state = newState();
      const started = await client.post<Started>('/verifications/social', { connectorId, redirectUri: redirectUri(connectorId), state });
      expect(started.status).toBe(201);
      const authorization = new URL(started.body.authorizationUri);
      expect(authorization.origin).toBe(new URL(idp.issuer).origin);
      expect(authorization.searchParams.get('state')).toBe(state);
      expect(Date.parse(started.body.expiresAt)).toBeGreaterThan(Date.now());

      const connectorData = connectorDataOf(await idp.completeSignIn(authorization.href, 'zoe-upstream'), redirectUri(connectorId));
      const verified = await client.post<{ verificationRecordId: string }>('/verifications/social/verify', {
        verificationRecordId: started.body.verificationRecordId,
        connectorData,
      });
      expect(verified.status).toBe(200);
      expect(verified.body.verificationRecordId).toBe(started.body.verificationRecordId);
      const record = await createVerificationRecords(server().context.ephemeral).find(defaultTenantId, userId, started.body.verificationRecordId);
      expect(record).toMatchObject({
        type: 'Social',
        verified: true,
        identity: { target: 'upstream', identity: { userId: 'zoe-upstream', details: { email: 'zoe@example.test' } } },
      });

      // The callback is spent, and the record verified once.
      const again = await client.post<ErrorBody>('/verifications/social/verify', { verificationRecordId: started.body.verificationRecordId, connectorData });
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('verification_record.not_found');
    });

    it('refuses a callback of another state, an unknown connector and a reused state', async () => {
      const { client } = await signIn();
      const state = newState();
      const started = await client.post<Started>('/verifications/social', { connectorId, redirectUri: redirectUri(connectorId), state });
      const connectorData = connectorDataOf(await idp.completeSignIn(started.body.authorizationUri, 'zoe-upstream'), redirectUri(connectorId));
      const forged = await client.post<ErrorBody>('/verifications/social/verify', {
        verificationRecordId: started.body.verificationRecordId,
        connectorData: { ...connectorData, state: 'st-forged-state' },
      });
      expect(forged.status).toBe(400);
      expect(forged.body.code).toBe('connector.authorization_failed');

      const reused = await client.post<ErrorBody>('/verifications/social', { connectorId, redirectUri: redirectUri(connectorId), state });
      expect(reused.status).toBe(400);
      const unknown = await client.post<ErrorBody>('/verifications/social', { connectorId: 'no-such-connector', redirectUri: redirectUri('x'), state: newState() });
      expect(unknown.status).toBe(404);
      const noToken = await fetch(`${server().url}/api/verifications/social`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ connectorId, redirectUri: redirectUri(connectorId), state: newState() }),
      });
      expect(noToken.status).toBe(401);
    });

    it('never lets a social record prove who the user is', async () => {
      const { client, token } = await signIn();
      const started = await client.post<Started>('/verifications/social', { connectorId, redirectUri: redirectUri(connectorId), state: newState() });
      const connectorData = connectorDataOf(await idp.completeSignIn(started.body.authorizationUri, 'zoe-upstream'), redirectUri(connectorId));
      await client.post('/verifications/social/verify', { verificationRecordId: started.body.verificationRecordId, connectorData });
      const refused = await callWithVerification<ErrorBody>(server().url, token, 'DELETE', '/my-account/primary-email', started.body.verificationRecordId);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('verification_record.permission_denied');
    });

    it("reaches neither another tenant's connector nor its records", async () => {
      const other = await createOtherTenant(server());
      await skipPwnedCheck(other);
      await updateAccountCenter(other, { enabled: true, fields: { social: 'Edit' } });
      await createUser(other, { username: 'zoe', password }, { defaultRoles: false });
      const otherClientId = await insertTestClient(server().context.database.db, { tenantId: otherTenantId });
      const there = await signInToAccountApi(server().url, otherClientId, { identifier: 'zoe', password }, { tenantPrefix: `/t/${otherTenantId}` });
      const foreign = await there.client.post<ErrorBody>('/verifications/social', { connectorId, redirectUri: redirectUri(connectorId), state: newState() });
      expect(foreign.status).toBe(404);

      const { client } = await signIn();
      const started = await client.post<Started>('/verifications/social', { connectorId, redirectUri: redirectUri(connectorId), state: newState() });
      const connectorData = connectorDataOf(await idp.completeSignIn(started.body.authorizationUri, 'zoe-upstream'), redirectUri(connectorId));
      const elsewhere = await there.client.post<ErrorBody>('/verifications/social/verify', {
        verificationRecordId: started.body.verificationRecordId,
        connectorData,
      });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.code).toBe('verification_record.not_found');
      // Still usable at home.
      const home = await client.post('/verifications/social/verify', { verificationRecordId: started.body.verificationRecordId, connectorData });
      expect(home.status).toBe(200);
    });
  },
  { EDITION: 'cloud' },
);
