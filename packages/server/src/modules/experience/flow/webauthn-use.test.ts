import { defaultTenantId, type MfaVerification } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toJson } from '../../../db/json.js';
import { startHookReceiver, type HookReceiver } from '../../../testing/hook-receiver.js';
import { describeEachDatabase } from '../../../testing/test-server.js';
import { insertTestUser } from '../../../testing/test-users.js';
import { createHook } from '../../hooks/service.js';
import { readMfaVerifications } from '../../mfa/user-factors.js';
import { findUserById, updateUserById } from '../../users/queries.js';
import { recordPasskeyUse } from './webauthn-use.js';

const passkey: MfaVerification = {
  id: 'passkey-1',
  type: 'WebAuthn',
  credentialId: 'credential-1',
  publicKey: 'public-key',
  counter: 4,
  agent: 'test',
  createdAt: '2024-01-01T00:00:00.000Z',
};

describeEachDatabase('a passkey use', (server) => {
  let receiver: HookReceiver;
  const scope = () => server().context.tenantScope(defaultTenantId);

  beforeAll(async () => {
    receiver = await startHookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  const userWithPasskey = async () => {
    const user = await insertTestUser(scope());
    await updateUserById(scope(), user.id, { mfa_verifications: toJson([passkey]) });
    const read = await findUserById(scope(), user.id);
    if (!read) {
      throw new Error('The user was not stored.');
    }
    return read;
  };
  const counterOf = async (userId: string) => {
    const user = await findUserById(scope(), userId);
    return user ? readMfaVerifications(user).find((item) => item.type === 'WebAuthn') : undefined;
  };

  it('stores the counter without telling anyone while no hook listens', async () => {
    const user = await userWithPasskey();
    await recordPasskeyUse(scope(), user, passkey.credentialId, 6, new Date());
    expect(await counterOf(user.id)).toMatchObject({ counter: 6 });
    expect(receiver.requests).toHaveLength(0);
  });

  it('tells a hook listening to User.Data.Updated, with the change', async () => {
    await createHook(scope(), server().context.vault, {
      name: 'Factor uses',
      events: ['User.Data.Updated'],
      config: { url: receiver.url },
    });
    const user = await userWithPasskey();
    await recordPasskeyUse(scope(), user, passkey.credentialId, 11, new Date());
    await receiver.waitFor(1);
    const events = receiver.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(events).toEqual([expect.objectContaining({ event: 'User.Data.Updated', data: expect.objectContaining({ id: user.id }) })]);
    expect(await counterOf(user.id)).toMatchObject({ counter: 11 });
  });
});
