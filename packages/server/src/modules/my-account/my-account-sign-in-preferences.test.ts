import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { callWithVerification, signInToAccountApi } from '../../testing/account-api.js';
import { insertTestClient } from '../../testing/authorization-flow.js';
import { mfaTestKit, testPassword, type ErrorBody } from '../../testing/mfa-sign-in.js';
import { createOtherTenant, otherTenantId } from '../../testing/other-tenant.js';
import { allOn, setPasskeySignIn } from '../../testing/passkey-sign-in.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { updateAccountCenter } from '../account-center/service.js';
import { createTotpSecret } from '../mfa/totp.js';
import { newTotpVerification } from '../mfa/user-factors.js';
import { findLogtoConfigOfUser } from '../users/logto-configs.js';
import { skipPwnedCheck } from '../users/test-support.js';

type LogtoConfig = { mfa: { skipped: boolean; skipMfaOnSignIn: boolean }; passkeySignIn: { skipped: boolean } };
const everyFlagOff: LogtoConfig = { mfa: { skipped: false, skipMfaOnSignIn: false }, passkeySignIn: { skipped: false } };

describeEachDatabase(
  'account API: sign-in preferences (mfa-settings, logto-configs) and the sign-in flow',
  (server) => {
    const kit = mfaTestKit(server);
    let clientId = '';
    const accountApi = async (username: string, scope?: string) => {
      const session = await signInToAccountApi(server().url, clientId, { identifier: username, password: testPassword }, { scope });
      const proof = (await session.client.post<{ verificationRecordId: string }>('/verifications/password', { password: testPassword })).body
        .verificationRecordId;
      const call = <T>(method: 'GET' | 'PATCH', path: string, body?: unknown, verified = true) =>
        callWithVerification<T>(server().url, session.token, method, path, verified ? proof : undefined, body);
      return { ...session, call };
    };

    beforeAll(async () => {
      clientId = await insertTestClient(server().context.database.db);
      await skipPwnedCheck(kit.scope());
      await updateAccountCenter(kit.scope(), { enabled: true, fields: { mfa: 'Edit', passkey: 'Edit' } });
    });

    it('answers every flag off at first and changes only what is sent', async () => {
      await kit.setMfa({ factors: [], policy: 'UserControlled' });
      await kit.createUser('pref_reader');
      const { call } = await accountApi('pref_reader');
      expect((await call<LogtoConfig>('GET', '/my-account/logto-configs')).body).toEqual(everyFlagOff);
      expect((await call('GET', '/my-account/mfa-settings')).body).toEqual({ skipMfaOnSignIn: false });

      const declined = await call<LogtoConfig>('PATCH', '/my-account/logto-configs', { passkeySignIn: { skipped: true } }, false);
      expect(declined.status).toBe(200);
      expect(declined.body).toEqual({ ...everyFlagOff, passkeySignIn: { skipped: true } });
      const both = await call<LogtoConfig>('PATCH', '/my-account/logto-configs', { mfa: { skipped: true } }, false);
      expect(both.body).toEqual({ mfa: { skipped: true, skipMfaOnSignIn: false }, passkeySignIn: { skipped: true } });
      expect((await call('PATCH', '/my-account/logto-configs', { mfa: { skipped: 'yes' } }, false)).status).toBe(400);
    });

    it('needs a verification record to skip the second step, and the mfa field to be editable', async () => {
      await kit.setMfa({ factors: [], policy: 'UserControlled' });
      await kit.createUser('pref_guarded');
      const { call } = await accountApi('pref_guarded');
      const unproven = await call<ErrorBody>('PATCH', '/my-account/mfa-settings', { skipMfaOnSignIn: true }, false);
      expect(unproven.status).toBe(401);
      expect(unproven.body.code).toBe('verification_record.permission_denied');
      const viaConfigs = await call<ErrorBody>('PATCH', '/my-account/logto-configs', { mfa: { skipMfaOnSignIn: true } }, false);
      expect(viaConfigs.status).toBe(401);
      expect((await call('GET', '/my-account/mfa-settings')).body).toEqual({ skipMfaOnSignIn: false });

      await updateAccountCenter(kit.scope(), { enabled: true, fields: { mfa: 'ReadOnly', passkey: 'Off' } });
      try {
        const readOnly = await call<ErrorBody>('PATCH', '/my-account/mfa-settings', { skipMfaOnSignIn: true });
        expect(readOnly.status).toBe(403);
        expect(readOnly.body.code).toBe('account_center.field_not_editable');
        expect((await call<ErrorBody>('PATCH', '/my-account/logto-configs', { passkeySignIn: { skipped: true } })).status).toBe(403);
        expect((await call('GET', '/my-account/logto-configs')).status).toBe(200);
      } finally {
        await updateAccountCenter(kit.scope(), { enabled: true, fields: { mfa: 'Edit', passkey: 'Edit' } });
      }
    });

    it('signs in without the second step once the user skips it, unless the policy requires MFA', async () => {
      await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
      const user = await kit.createUser('pref_skipper');
      await kit.addFactor(user.id, newTotpVerification(server().context.vault, createTotpSecret()));
      const asked = await kit.submit(await kit.passwordStep('pref_skipper'));
      expect(asked.status).toBe(403);
      expect(asked.body.code).toBe('session.mfa.require_mfa_verification');

      // The account API sign-in itself needs a second factor now: set the preference directly first, then through the API.
      await kit.setMfa({ factors: [], policy: 'UserControlled' });
      const { call } = await accountApi('pref_skipper');
      const saved = await call('PATCH', '/my-account/mfa-settings', { skipMfaOnSignIn: true });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ skipMfaOnSignIn: true });
      await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
      const spared = await kit.submit(await kit.passwordStep('pref_skipper'));
      expect(spared.status).toBe(200);
      expect(spared.body.redirectTo).toBeTruthy();

      await kit.setMfa({ factors: ['Totp'], policy: 'Mandatory' });
      const required = await kit.submit(await kit.passwordStep('pref_skipper'));
      expect(required.status).toBe(403);
      expect(required.body.code).toBe('session.mfa.require_mfa_verification');
    });

    it('stops offering a factor binding or a passkey the user declined for good', async () => {
      await kit.setMfa({ factors: [], policy: 'UserControlled' });
      await kit.createUser('pref_decliner');
      const { call } = await accountApi('pref_decliner');
      await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
      const offered = await kit.submit(await kit.passwordStep('pref_decliner'));
      expect(offered.status).toBe(422);
      expect(offered.body).toMatchObject({ code: 'session.mfa.require_mfa_binding', data: { skippable: true } });
      expect((await call('PATCH', '/my-account/logto-configs', { mfa: { skipped: true } }, false)).status).toBe(200);
      expect((await kit.submit(await kit.passwordStep('pref_decliner'))).status).toBe(200);

      await setPasskeySignIn(server(), allOn, { mfa: { factors: [], policy: 'UserControlled' } });
      try {
        const suggested = await kit.submit(await kit.passwordStep('pref_decliner'));
        expect(suggested.status).toBe(422);
        expect(suggested.body.code).toBe('session.passkey.suggest_passkey_enrolment');
        expect((await call('PATCH', '/my-account/logto-configs', { passkeySignIn: { skipped: true } }, false)).status).toBe(200);
        expect((await kit.submit(await kit.passwordStep('pref_decliner'))).status).toBe(200);
      } finally {
        await setPasskeySignIn(server(), { enabled: false, showPasskeyButton: false, allowAutofill: false }, { mfa: { factors: [], policy: 'UserControlled' } });
      }
    });

    it("keeps preferences in the user's tenant and refuses another tenant's token", async () => {
      await kit.setMfa({ factors: [], policy: 'UserControlled' });
      const user = await kit.createUser('pref_home');
      const { call, token } = await accountApi('pref_home');
      await call('PATCH', '/my-account/mfa-settings', { skipMfaOnSignIn: true });
      const other = await createOtherTenant(server());
      expect(await findLogtoConfigOfUser(other, user.id)).toEqual(everyFlagOff);
      expect((await findLogtoConfigOfUser(kit.scope(), user.id)).mfa.skipMfaOnSignIn).toBe(true);
      const elsewhere = await callWithVerification<ErrorBody>(`${server().url}/t/${otherTenantId}`, token, 'PATCH', '/my-account/logto-configs', undefined, {
        mfa: { skipped: true },
      });
      expect(elsewhere.status).toBe(401);
      expect(defaultTenantId).toBe('default');
    });
  },
  { EDITION: 'cloud' },
);
