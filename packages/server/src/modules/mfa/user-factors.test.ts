import { defaultTenantId, type MfaVerification } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUserWithPasskey, testPasskey } from '../../testing/test-users.js';
import { findUserById, updateUserWhileFactorsAre } from '../users/queries.js';
import { addMfaVerification, readMfaVerifications, recordWebAuthnUse } from './user-factors.js';

const passkey = testPasskey;

describeEachDatabase('a WebAuthn credential use on record', (server) => {
  const scope = () => server().context.tenantScope(defaultTenantId);

  const userWithPasskey = () => insertTestUserWithPasskey(scope());

  const factorsOf = async (userId: string) => {
    const user = await findUserById(scope(), userId);
    return user ? readMfaVerifications(user) : [];
  };

  // Without a hook the use is one statement; with one, a transaction that records the event.
  for (const recorded of [false, true]) {
    describe(recorded ? 'with User.Data.Updated recorded' : 'with nothing recorded', () => {
      it('stores the new counter and the time of use', async () => {
        const user = await userWithPasskey();
        const now = new Date('2025-05-05T05:05:05.000Z');
        await recordWebAuthnUse(scope(), user, passkey.credentialId, 5, { now, recorded });
        expect(await factorsOf(user.id)).toEqual([{ ...passkey, counter: 5, lastUsedAt: now.toISOString() }]);
      });

      it('keeps a factor another request added after the user was read', async () => {
        const stale = await userWithPasskey();
        const totp: MfaVerification = { id: 'totp-1', type: 'Totp', key: 'sealed', createdAt: passkey.createdAt };
        await scope().transaction((tx) => addMfaVerification(tx, stale.id, totp));
        const now = new Date('2025-06-06T06:06:06.000Z');
        await recordWebAuthnUse(scope(), stale, passkey.credentialId, 9, { now, recorded });
        expect(await factorsOf(stale.id)).toEqual([{ ...passkey, counter: 9, lastUsedAt: now.toISOString() }, totp]);
      });

      it('never moves a counter back when a later use was stored first', async () => {
        const stale = await userWithPasskey();
        await recordWebAuthnUse(scope(), stale, passkey.credentialId, 10, { recorded });
        await recordWebAuthnUse(scope(), stale, passkey.credentialId, 9, { recorded });
        expect(await factorsOf(stale.id)).toMatchObject([{ counter: 10 }]);
      });

      it('touches only the user it names', async () => {
        const [user, other] = [await userWithPasskey(), await userWithPasskey()];
        await recordWebAuthnUse(scope(), user, passkey.credentialId, 7, { recorded });
        expect(await factorsOf(other.id)).toEqual([passkey]);
      });
    });
  }

  it('writes through the compare-and-set only while the factors are as read', async () => {
    const user = await userWithPasskey();
    const renamed = toJson([{ ...passkey, name: 'Laptop' }]);
    const written = await updateUserWhileFactorsAre(scope(), user.id, user.mfa_verifications, { mfa_verifications: renamed });
    expect(written?.id).toBe(user.id);
    const again = await updateUserWhileFactorsAre(scope(), user.id, user.mfa_verifications, { mfa_verifications: toJson([]) });
    expect(again).toBeUndefined();
    expect(await factorsOf(user.id)).toEqual([{ ...passkey, name: 'Laptop' }]);
  });
});
