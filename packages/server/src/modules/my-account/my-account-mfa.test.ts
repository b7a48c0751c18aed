import { defaultTenantId, type UserMfaVerification, type UserGrants, type UserSessions } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { insertTestClient } from '../../testing/authorization-flow.js';
import { startHttpReceiver, type HttpReceiver } from '../../testing/http-receiver.js';
import { connectHttpSms } from '../../testing/test-connectors.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { updateAccountCenter } from '../account-center/service.js';
import { totpCodeAt } from '../mfa/totp.js';
import { readMfaVerifications } from '../mfa/user-factors.js';
import { findUserById } from '../users/queries.js';
import { createUser } from '../users/service.js';
import { callWithVerification, signInToAccountApi } from '../../testing/account-api.js';
import { createSoftwareAuthenticator } from './software-authenticator.js';

const password = 'Gl4cier-Tundra';
type ErrorBody = { code: string };

describeEachDatabase('account API: MFA factors, phone, sessions and grants', (server) => {
  let clientId = '';
  let userId = '';
  let receiver: HttpReceiver;
  const scope = () => scopeToTenant(server().context.database.db, defaultTenantId);

  /** A signed-in user's client and a fresh password verification record. */
  const signedIn = async () => {
    const session = await signInToAccountApi(server().url, clientId, { identifier: 'mfa_user', password });
    const record = await session.client.post<{ verificationRecordId: string }>('/verifications/password', { password });
    const call = <T = unknown>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET', path: string, body?: unknown, verified = true) =>
      callWithVerification<T>(server().url, session.token, method, path, verified ? record.body.verificationRecordId : undefined, body);
    return { ...session, call };
  };

  beforeAll(async () => {
    clientId = await insertTestClient(server().context.database.db);
    userId = (await createUser(scope(), { username: 'mfa_user', password }, { defaultRoles: false })).id;
    await updateAccountCenter(scope(), { enabled: true, fields: { mfa: 'Edit', passkey: 'Edit', session: 'Edit', phone: 'Edit' } });
    receiver = await startHttpReceiver();
    await connectHttpSms(server(), receiver);
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('adds and removes the primary phone with a code sent by SMS', async () => {
    const { call, client } = await signedIn();
    const arriving = receiver.nextRequest();
    const sent = await client.post<{ verificationRecordId: string }>('/verifications/verification-code', {
      identifier: { type: 'phone', value: '15550123' },
    });
    expect(sent.status).toBe(200);
    const message = JSON.parse((await arriving).body) as { to: string; type: string; payload: { code: string } };
    expect(message).toMatchObject({ to: '15550123', type: 'BindNewIdentifier' });
    const verified = await client.post('/verifications/verification-code/verify', {
      identifier: { type: 'phone', value: '15550123' },
      verificationId: sent.body.verificationRecordId,
      code: message.payload.code,
    });
    expect(verified.status).toBe(200);
    const added = await call('POST', '/my-account/primary-phone', {
      phone: '15550123',
      newIdentifierVerificationRecordId: sent.body.verificationRecordId,
    });
    expect(added.status).toBe(204);
    expect((await findUserById(scope(), userId))?.primary_phone).toBe('15550123');
    expect((await call('DELETE', '/my-account/primary-phone')).status).toBe(204);
    expect((await findUserById(scope(), userId))?.primary_phone).toBeNull();
  });

  it('adds TOTP with a code computed from the generated secret, once', async () => {
    const { call } = await signedIn();
    const generated = await call<{ secret: string; secretQrCode: string }>('POST', '/my-account/mfa-verifications/totp-secret/generate');
    expect(generated.status).toBe(200);
    expect(generated.body.secretQrCode).toMatch(/^data:image\/png;base64,/);
    const { secret } = generated.body;

    const unverified = await call<ErrorBody>('POST', '/my-account/mfa-verifications', { type: 'Totp', secret, code: totpCodeAt(secret) }, false);
    expect(unverified.status).toBe(401);
    expect(unverified.body.code).toBe('verification_record.permission_denied');
    const wrong = await call<ErrorBody>('POST', '/my-account/mfa-verifications', {
      type: 'Totp',
      secret,
      code: totpCodeAt(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('session.mfa.invalid_totp_code');

    const added = await call('POST', '/my-account/mfa-verifications', { type: 'Totp', secret, code: totpCodeAt(secret) });
    expect(added.status).toBe(204);
    const stored = readMfaVerifications((await findUserById(scope(), userId))!);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const listed = await call<UserMfaVerification[]>('GET', '/my-account/mfa-verifications', undefined, false);
    expect(listed.body.map(({ type }) => type)).toEqual(['Totp']);
    const second = await call<ErrorBody>('POST', '/my-account/mfa-verifications', { type: 'Totp', secret, code: totpCodeAt(secret) });
    expect(second.status).toBe(422);
    expect(second.body.code).toBe('session.mfa.factor_already_in_use');
  });

  it('generates backup codes, saves exactly those, and counts the remaining ones', async () => {
    const { call } = await signedIn();
    const generated = await call<{ codes: string[] }>('POST', '/my-account/mfa-verifications/backup-codes/generate');
    expect(generated.status).toBe(200);
    expect(generated.body.codes).toHaveLength(10);
    const forged = await call<ErrorBody>('POST', '/my-account/mfa-verifications', { type: 'BackupCode', codes: ['aaaa-bbbb'] });
    expect(forged.status).toBe(422);
    const saved = await call('POST', '/my-account/mfa-verifications', { type: 'BackupCode', codes: generated.body.codes });
    expect(saved.status).toBe(204);
    // Shown once: the same set cannot be saved again.
    const replay = await call('POST', '/my-account/mfa-verifications', { type: 'BackupCode', codes: generated.body.codes });
    expect(replay.status).toBe(422);

    const status = await call<{ remainCodes: number; codes: { usedAt: string | null }[] }>('GET', '/my-account/mfa-verifications/backup-codes');
    expect(status.status).toBe(200);
    expect(status.body.remainCodes).toBe(10);
    expect(JSON.stringify(status.body)).not.toContain(generated.body.codes[0]);
    const listed = await call<UserMfaVerification[]>('GET', '/my-account/mfa-verifications');
    expect(listed.body.find(({ type }) => type === 'BackupCode')?.remainCodes).toBe(10);
  });

  it('replaces and removes the TOTP factor', async () => {
    const { call } = await signedIn();
    const { secret } = (await call<{ secret: string }>('POST', '/my-account/mfa-verifications/totp-secret/generate')).body;
    const replaced = await call('PUT', '/my-account/mfa-verifications/totp', { secret, code: totpCodeAt(secret) });
    expect(replaced.status).toBe(204);
    const listed = (await call<UserMfaVerification[]>('GET', '/my-account/mfa-verifications')).body;
    const totp = listed.find(({ type }) => type === 'Totp');
    expect(listed.filter(({ type }) => type === 'Totp')).toHaveLength(1);

    const renameTotp = await call<ErrorBody>('PATCH', `/my-account/mfa-verifications/${totp?.id}/name`, { name: 'Phone' });
    expect(renameTotp.status).toBe(404);
    const removed = await call('DELETE', `/my-account/mfa-verifications/${totp?.id}`);
    expect(removed.status).toBe(204);
    expect((await call('DELETE', `/my-account/mfa-verifications/${totp?.id}`)).status).toBe(404);
  });

  it('registers a passkey through a verification record, renames and removes it', async () => {
    const { call, client } = await signedIn();
    const origin = new URL(server().url).origin;
    const authenticator = createSoftwareAuthenticator();
    const ownStart = await client.post<{ verificationRecordId: string; registrationOptions: { challenge: string; rp: { id?: string } } }>(
      '/verifications/web-authn/registration',
    );
    expect(ownStart.body.registrationOptions.rp.id).toBe(new URL(origin).hostname);
    // An answer to another challenge is refused.
    const tampered = authenticator.register({ ...ownStart.body.registrationOptions, challenge: 'b3RoZXI' }, origin);
    const refused = await client.post<ErrorBody>('/verifications/web-authn/registration/verify', {
      verificationRecordId: ownStart.body.verificationRecordId,
      payload: tampered,
    });
    expect(refused.status).toBe(400);
    const verified = await client.post<{ verificationRecordId: string }>('/verifications/web-authn/registration/verify', {
      verificationRecordId: ownStart.body.verificationRecordId,
      payload: authenticator.register(ownStart.body.registrationOptions, origin),
    });
    expect(verified.status).toBe(200);

    const added = await call('POST', '/my-account/mfa-verifications', {
      type: 'WebAuthn',
      newIdentifierVerificationRecordId: verified.body.verificationRecordId,
      name: 'Laptop',
    });
    expect(added.status).toBe(204);
    // The registration record was used up.
    const again = await call<ErrorBody>('POST', '/my-account/mfa-verifications', {
      type: 'WebAuthn',
      newIdentifierVerificationRecordId: verified.body.verificationRecordId,
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('verification_record.new_identifier_not_verified');

    const passkey = (await call<UserMfaVerification[]>('GET', '/my-account/mfa-verifications')).body.find(({ type }) => type === 'WebAuthn');
    expect(passkey?.name).toBe('Laptop');
    expect((await call('PATCH', `/my-account/mfa-verifications/${passkey?.id}/name`, { name: 'Work laptop' })).status).toBe(204);
    const renamed = (await call<UserMfaVerification[]>('GET', '/my-account/mfa-verifications')).body.find(({ id }) => id === passkey?.id);
    expect(renamed?.name).toBe('Work laptop');
    expect((await call('DELETE', `/my-account/mfa-verifications/${passkey?.id}`)).status).toBe(204);
  });

  it('refuses factor changes when the account center keeps MFA read-only', async () => {
    await updateAccountCenter(scope(), { fields: { mfa: 'ReadOnly', session: 'Edit' } });
    const { call } = await signedIn();
    expect((await call('GET', '/my-account/mfa-verifications')).status).toBe(200);
    const refused = await call<ErrorBody>('POST', '/my-account/mfa-verifications/totp-secret/generate');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_center.field_not_editable');
    await updateAccountCenter(scope(), { fields: { session: 'Edit' } });
    const off = await call<ErrorBody>('GET', '/my-account/mfa-verifications');
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('account_center.field_not_readable');
    await updateAccountCenter(scope(), { fields: { mfa: 'Edit', passkey: 'Edit', session: 'Edit', phone: 'Edit' } });
  });

  it('lists and ends sessions, lists and revokes grants, lists trusted devices', async () => {
    const first = await signedIn();
    // Earlier tests left sessions of this user too: the one to end is the one `second` opened.
    const beforeSecond = await first.call<UserSessions>('GET', '/my-account/sessions', undefined, false);
    const known = new Set(beforeSecond.body.sessions.map((session) => session.payload.jti));
    const second = await signedIn();
    const sessions = await second.call<UserSessions>('GET', '/my-account/sessions', undefined, false);
    expect(sessions.status).toBe(200);
    expect(sessions.body.sessions.length).toBeGreaterThanOrEqual(2);
    const ended = sessions.body.sessions.find((session) => !known.has(session.payload.jti));
    expect(ended?.accountId).toBe(userId);

    expect((await second.call('DELETE', `/my-account/sessions/${ended?.payload.jti}`, undefined, false)).status).toBe(401);
    expect((await second.call('DELETE', `/my-account/sessions/${ended?.payload.jti}`)).status).toBe(204);
    // The tokens of the ended session end with it; the other session's keep working.
    const answers = [await first.call<UserSessions>('GET', '/my-account/sessions'), await second.call<UserSessions>('GET', '/my-account/sessions')];
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 401]);
    const survivor = answers[0]?.status === 200 ? first : second;
    const after = answers.find(({ status }) => status === 200);
    expect(after?.body.sessions.map((session) => session.payload.jti)).not.toContain(ended?.payload.jti);
    const { call, client } = survivor;
    expect((await call('DELETE', '/my-account/sessions/unknown-session')).status).toBe(404);

    const grants = await call<UserGrants>('GET', '/my-account/grants');
    expect(grants.status).toBe(200);
    const grantOfFirst = grants.body.grants.find((grant) => grant.payload.clientId === clientId);
    expect(grantOfFirst).toBeDefined();
    expect((await call('DELETE', '/my-account/grants/unknown-grant')).status).toBe(404);

    const devices = await call<unknown[]>('GET', '/my-account/trusted-devices');
    expect(devices.status).toBe(200);
    expect(devices.body).toEqual([]);
    expect((await call('DELETE', '/my-account/trusted-devices/abcdefghijklmnopqrstu')).status).toBe(404);

    // Revoking every grant ends the tokens issued under them, this one included.
    for (const grant of grants.body.grants) {
      await call('DELETE', `/my-account/grants/${grant.id}`);
    }
    expect((await client.get('/my-account/sessions')).status).toBe(401);
  });
});
