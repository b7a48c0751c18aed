import { defaultTenantId, type AccountCenter } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { insertTestClient } from '../../testing/authorization-flow.js';
import { createOtherTenant, otherTenantId } from '../../testing/other-tenant.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { updateAccountCenter } from '../account-center/service.js';
import { createConnector } from '../connectors/service.js';
import { findUserById } from '../users/queries.js';
import { createUser } from '../users/service.js';
import { skipPwnedCheck } from '../users/test-support.js';
import { callWithVerification, signInToAccountApi } from '../../testing/account-api.js';

const password = 'Gl4cier-Tundra';
const everyField = Object.fromEntries(
  ['name', 'avatar', 'profile', 'email', 'phone', 'password', 'username', 'social', 'customData', 'mfa', 'passkey', 'session'].map(
    (field) => [field, 'Edit'],
  ),
);

type Record = { verificationRecordId: string; expiresAt: string };
type ErrorBody = { code: string };

describeEachDatabase(
  'account API: profile, identifiers, password (cloud)',
  (server) => {
    let management: ApiClient;
    let inbox: SmtpInbox;
    let clientId = '';
    let userId = '';
    const scope = () => scopeToTenant(server().context.database.db, defaultTenantId);
    const signIn = (options: { scope?: string } = {}, secret = password) =>
      signInToAccountApi(server().url, clientId, { identifier: 'ada', password: secret }, options);
    const setAccountCenter = (patch: Partial<AccountCenter>) => management.patch<AccountCenter>('/account-center', patch);

    beforeAll(async () => {
      management = await createManagementApiClient(server());
      inbox = await startSmtpInbox();
      clientId = await insertTestClient(server().context.database.db);
      await skipPwnedCheck(scope());
      userId = (await createUser(scope(), { username: 'ada', password, primaryEmail: 'ada@example.com', name: 'Ada' }, { defaultRoles: false })).id;
      await createConnector(scope(), server().context.vault, {
        connectorId: 'smtp-email',
        config: {
          host: inbox.host,
          port: inbox.port,
          tlsMode: 'none',
          fromEmail: 'noreply@tessera.test',
          templates: ['UserPermissionValidation', 'BindNewIdentifier'].map((usageType) => ({
            usageType,
            subject: 'Your code',
            content: 'Your code is {{code}}.',
          })),
        },
      });
    });
    afterAll(async () => {
      await inbox.close();
    });

    it('keeps the account API off until the tenant turns it on, and shows the setting publicly', async () => {
      const initial = await management.get<AccountCenter>('/account-center');
      expect(initial.status).toBe(200);
      expect(initial.body).toMatchObject({ tenantId: defaultTenantId, enabled: false, fields: {} });
      const { client } = await signIn();
      const refused = await client.get<ErrorBody>('/my-account');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('account_center.disabled');

      const updated = await setAccountCenter({ enabled: true, fields: { name: 'Edit', email: 'ReadOnly' } });
      expect(updated.status).toBe(200);
      expect(updated.body.fields).toEqual({ name: 'Edit', email: 'ReadOnly' });
      const publicView = await fetch(`${server().url}/api/.well-known/account-center`);
      expect(publicView.status).toBe(200);
      expect(await publicView.json()).toMatchObject({ enabled: true, fields: { name: 'Edit', email: 'ReadOnly' } });

      const account = await client.get<Record & { [key: string]: unknown }>('/my-account');
      expect(account.status).toBe(200);
      expect(account.body).toMatchObject({ id: userId, name: 'Ada', primaryEmail: 'ada@example.com' });
      // Off fields stay out of the answer.
      expect(account.body).not.toHaveProperty('username');
      expect(account.body).not.toHaveProperty('customData');

      const readOnly = await client.patch<ErrorBody>('/my-account', { username: 'ada2' });
      expect(readOnly.status).toBe(403);
      expect(readOnly.body.code).toBe('account_center.field_not_editable');
      const renamed = await client.patch<{ name: string }>('/my-account', { name: 'Ada L.' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.name).toBe('Ada L.');
    });

    it('answers preflights from any site, and hides the work-in-progress profile card without DEV_FEATURES', async () => {
      const preflight = await fetch(`${server().url}/api/my-account`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.example.com',
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'authorization, content-type, logto-verification-id',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('logto-verification-id');
      const script = await fetch(`${server().url}/experience/account-elements/profile-card.js`);
      expect(script.status).toBe(404);
    });

    it('refuses without a token, with a forged one, and with a token lacking the scope', async () => {
      await setAccountCenter({ enabled: true, fields: everyField });
      const none = await fetch(`${server().url}/api/my-account`);
      expect(none.status).toBe(401);
      expect(((await none.json()) as ErrorBody).code).toBe('auth.authorization_header_missing');
      const forged = await fetch(`${server().url}/api/my-account`, { headers: { Authorization: 'Bearer not-a-token' } });
      expect(forged.status).toBe(401);
      expect(((await forged.json()) as ErrorBody).code).toBe('auth.invalid_token');

      const { client } = await signIn({ scope: 'openid' });
      const bare = await client.get<{ [key: string]: unknown }>('/my-account');
      expect(bare.status).toBe(200);
      expect(bare.body).not.toHaveProperty('name');
      expect(bare.body).not.toHaveProperty('primaryEmail');
      const noProfile = await client.patch<ErrorBody>('/my-account', { name: 'Nope' });
      expect(noProfile.status).toBe(403);
      expect(noProfile.body.code).toBe('auth.insufficient_permissions');
      expect((await findUserById(scope(), userId))?.name).toBe('Ada L.');
    });

    it('refuses a token of another tenant, each way', async () => {
      await setAccountCenter({ enabled: true, fields: everyField });
      await createOtherTenant(server());
      const other = scopeToTenant(server().context.database.db, otherTenantId);
      await skipPwnedCheck(other);
      await updateAccountCenter(other, { enabled: true, fields: everyField });
      await createUser(other, { username: 'ada', password }, { defaultRoles: false });
      const otherClientId = await insertTestClient(server().context.database.db, { tenantId: otherTenantId });
      const there = await signInToAccountApi(
        server().url,
        otherClientId,
        { identifier: 'ada', password },
        { tenantPrefix: `/t/${otherTenantId}` },
      );
      expect((await there.client.get('/my-account')).status).toBe(200);
      const { client, token } = await signIn();
      expect((await client.get('/my-account')).status).toBe(200);

      const hereAtThere = await fetch(`${server().url}/t/${otherTenantId}/api/my-account`, { headers: { Authorization: `Bearer ${token}` } });
      expect(hereAtThere.status).toBe(401);
      expect(((await hereAtThere.json()) as ErrorBody).code).toBe('auth.invalid_token');
      const thereAtHere = await fetch(`${server().url}/api/verifications/password`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${there.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      expect(thereAtHere.status).toBe(401);
      // A record made in one tenant is unknown in the other.
      const record = await client.post<Record>('/verifications/password', { password });
      const elsewhere = await callWithVerification<ErrorBody>(
        `${server().url}/t/${otherTenantId}`,
        there.token,
        'DELETE',
        '/my-account/primary-email',
        record.body.verificationRecordId,
      );
      expect(elsewhere.status).toBe(401);
      expect(elsewhere.body.code).toBe('verification_record.permission_denied');
    });

    it('changes the password only with a recent password verification, then ends the old tokens', async () => {
      await setAccountCenter({ enabled: true, fields: everyField });
      const { client, token } = await signIn();
      const missing = await client.post<ErrorBody>('/my-account/password', { password: 'Basalt-Orchid-42' });
      expect(missing.status).toBe(401);
      expect(missing.body.code).toBe('verification_record.permission_denied');

      const wrong = await client.post<ErrorBody>('/verifications/password', { password: 'Wrong-Password-9' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('user.password_mismatch');
      const record = await client.post<Record>('/verifications/password', { password });
      expect(record.status).toBe(200);
      expect(new Date(record.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

      const unknown = await callWithVerification<ErrorBody>(server().url, token, 'POST', '/my-account/password', 'unknown-record', {
        password: 'Basalt-Orchid-42',
      });
      expect(unknown.status).toBe(401);
      const changed = await callWithVerification(server().url, token, 'POST', '/my-account/password', record.body.verificationRecordId, {
        password: 'Basalt-Orchid-42',
      });
      expect(changed.status).toBe(204);
      // The password change ended the user's grants, and with them this token.
      expect((await client.get('/my-account')).status).toBe(401);
      const again = await signIn({}, 'Basalt-Orchid-42');
      expect((await again.client.get('/my-account')).status).toBe(200);
      // Put the password back for the other tests.
      const back = await again.client.post<Record>('/verifications/password', { password: 'Basalt-Orchid-42' });
      expect(
        (
          await callWithVerification(server().url, again.token, 'POST', '/my-account/password', back.body.verificationRecordId, {
            password,
          })
        ).status,
      ).toBe(204);
    });

    it('does not accept a verification record of another user', async () => {
      await createUser(scope(), { username: 'grace', password }, { defaultRoles: false });
      const grace = await signInToAccountApi(server().url, clientId, { identifier: 'grace', password });
      const graceRecord = await grace.client.post<Record>('/verifications/password', { password });
      const { token } = await signIn();
      const refused = await callWithVerification<ErrorBody>(server().url, token, 'DELETE', '/my-account/primary-email', graceRecord.body.verificationRecordId);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('verification_record.permission_denied');
      expect((await findUserById(scope(), userId))?.primary_email).toBe('ada@example.com');
    });

    it('changes the primary email with a code read from the new inbox', async () => {
      const { client, token } = await signIn();
      const proof = await client.post<Record>('/verifications/password', { password });

      const received = inbox.nextMessage('ada.new@example.com');
      const sent = await client.post<Record>('/verifications/verification-code', {
        identifier: { type: 'email', value: 'ada.new@example.com' },
      });
      expect(sent.status).toBe(200);
      const code = /\b(\d{6})\b/.exec((await received).text)?.[1] ?? '';

      // Unverified, the record does not carry the new address.
      const early = await callWithVerification<ErrorBody>(server().url, token, 'POST', '/my-account/primary-email', proof.body.verificationRecordId, {
        email: 'ada.new@example.com',
        newIdentifierVerificationRecordId: sent.body.verificationRecordId,
      });
      expect(early.status).toBe(400);
      expect(early.body.code).toBe('verification_record.new_identifier_not_verified');

      const wrongCode = await client.post<ErrorBody>('/verifications/verification-code/verify', {
        identifier: { type: 'email', value: 'ada.new@example.com' },
        verificationId: sent.body.verificationRecordId,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrongCode.status).toBe(400);
      expect(wrongCode.body.code).toBe('verification_code.code_mismatch');
      const verified = await client.post<Record>('/verifications/verification-code/verify', {
        identifier: { type: 'email', value: 'ada.new@example.com' },
        verificationId: sent.body.verificationRecordId,
        code,
      });
      expect(verified.status).toBe(200);

      const otherAddress = await callWithVerification<ErrorBody>(server().url, token, 'POST', '/my-account/primary-email', proof.body.verificationRecordId, {
        email: 'someone.else@example.com',
        newIdentifierVerificationRecordId: sent.body.verificationRecordId,
      });
      expect(otherAddress.status).toBe(400);

      // The refused attempt used the record up: a new code is needed.
      const received2 = inbox.nextMessage('ada.new@example.com');
      const sent2 = await client.post<Record>('/verifications/verification-code', {
        identifier: { type: 'email', value: 'ada.new@example.com' },
      });
      const code2 = /\b(\d{6})\b/.exec((await received2).text)?.[1] ?? '';
      await client.post('/verifications/verification-code/verify', {
        identifier: { type: 'email', value: 'ada.new@example.com' },
        verificationId: sent2.body.verificationRecordId,
        code: code2,
      });
      const changed = await callWithVerification(server().url, token, 'POST', '/my-account/primary-email', proof.body.verificationRecordId, {
        email: 'ada.new@example.com',
        newIdentifierVerificationRecordId: sent2.body.verificationRecordId,
      });
      expect(changed.status).toBe(204);
      expect((await findUserById(scope(), userId))?.primary_email).toBe('ada.new@example.com');
      expect((await client.get<{ primaryEmail: string }>('/my-account')).body.primaryEmail).toBe('ada.new@example.com');
    });

    it('accepts a code sent to the current address as proof, not one sent to another', async () => {
      const { client, token } = await signIn();
      const sendAndVerify = async (email: string) => {
        const received = inbox.nextMessage(email);
        const sent = await client.post<Record>('/verifications/verification-code', { identifier: { type: 'email', value: email } });
        const code = /\b(\d{6})\b/.exec((await received).text)?.[1] ?? '';
        const verified = await client.post('/verifications/verification-code/verify', {
          identifier: { type: 'email', value: email },
          verificationId: sent.body.verificationRecordId,
          code,
        });
        expect(verified.status).toBe(200);
        return sent.body.verificationRecordId;
      };
      const foreign = await sendAndVerify('not.mine@example.com');
      expect((await callWithVerification(server().url, token, 'DELETE', '/my-account/primary-email', foreign)).status).toBe(401);
      const own = await sendAndVerify('ada.new@example.com');
      expect((await callWithVerification(server().url, token, 'DELETE', '/my-account/primary-email', own)).status).toBe(204);
      expect((await findUserById(scope(), userId))?.primary_email).toBeNull();
    });

    it('treats a record as expired after ten minutes', async () => {
      const { client, token } = await signIn();
      const record = await client.post<Record>('/verifications/password', { password });
      // Age the stored record past its lifetime, as the clock would.
      const key = `verification-record:${defaultTenantId}:${record.body.verificationRecordId}`;
      const stored = JSON.parse((await server().context.ephemeral.get(key)) ?? '{}') as { expiresAt: number };
      await server().context.ephemeral.set(key, JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }), 60_000);
      const refused = await callWithVerification<ErrorBody>(server().url, token, 'DELETE', '/my-account/primary-email', record.body.verificationRecordId);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('verification_record.permission_denied');
    });

    it('uploads an avatar, then sets it', async () => {
      await setAccountCenter({ enabled: true, fields: everyField });
      const { token, client } = await signIn();
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      const upload = (authorization?: string) => {
        const body = new FormData();
        body.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
        return fetch(`${server().url}/api/my-account/user-assets/avatar`, {
          method: 'POST',
          headers: authorization ? { Authorization: authorization } : {},
          body,
        });
      };
      expect((await upload()).status).toBe(401);
      const uploaded = await upload(`Bearer ${token}`);
      expect(uploaded.status).toBe(200);
      const { url } = (await uploaded.json()) as { url: string };
      expect((await fetch(url)).status).toBe(200);
      const updated = await client.patch<{ avatar: string }>('/my-account', { avatar: url });
      expect(updated.body.avatar).toBe(url);
      await setAccountCenter({ fields: { ...everyField, avatar: 'ReadOnly' } });
      expect((await upload(`Bearer ${token}`)).status).toBe(403);
    });

    it('updates the OIDC profile and custom data within their scopes', async () => {
      const { client } = await signIn();
      const profile = await client.patch<{ givenName: string }>('/my-account/profile', { givenName: 'Ada' });
      expect(profile.status).toBe(200);
      expect(profile.body.givenName).toBe('Ada');
      const custom = await client.patch<{ customData: unknown }>('/my-account', { customData: { theme: 'dark' } });
      expect(custom.status).toBe(200);
      expect(custom.body.customData).toEqual({ theme: 'dark' });
      await setAccountCenter({ fields: { ...everyField, profile: 'ReadOnly' } });
      const refused = await client.patch<ErrorBody>('/my-account/profile', { familyName: 'Lovelace' });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('account_center.field_not_editable');
    });
  },
  { EDITION: 'cloud' },
);
