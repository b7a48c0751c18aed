import { defaultTenantId } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHookReceiver, type HookReceiver } from '../../../testing/hook-receiver.js';
import { describeEachDatabase } from '../../../testing/test-server.js';
import { insertTestUserWithPasskey, testPasskey } from '../../../testing/test-users.js';
import { createHook } from '../../hooks/service.js';
import { readMfaVerifications } from '../../mfa/user-factors.js';
import { findUserById } from '../../users/queries.js';
import { recordPasskeyUse } from './webauthn-use.js';

describeEachDatabase('a passkey use', (server) => {
  let receiver: HookReceiver;
  const scope = () => server().context.tenantScope(defaultTenantId);

  beforeAll(async () => {
    receiver = await startHookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  const userWithPasskey = () => insertTestUserWithPasskey(scope());
  const counterOf = async (userId: string) => {
    const user = await findUserById(scope(), userId);
    return user ? readMfaVerifications(user).find((item) => item.type === 'WebAuthn') : undefined;
  };

  it('stores the counter without telling anyone while no hook listens', async () => {
    const user = await userWithPasskey();
    await recordPasskeyUse(scope(), user, testPasskey.credentialId, 6, new Date());
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
    await recordPasskeyUse(scope(), user, testPasskey.credentialId, 11, new Date());
    await receiver.waitFor(1);
    const events = receiver.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(events).toEqual([expect.objectContaining({ event: 'User.Data.Updated', data: expect.objectContaining({ id: user.id }) })]);
    expect(await counterOf(user.id)).toMatchObject({ counter: 11 });
  });
});
