import { expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { generateUserId } from '../../utils/id.js';
import { countUsers, insertUser } from '../users/queries.js';
import { createFirstAdmin } from './first-admin.js';

const options = { pwnedRange: async () => '', logger: { warn: () => undefined } };

describeEachDatabase('createFirstAdmin', (server) => {
  it('waits for a concurrent creation and then refuses, instead of adding a second administrator', async () => {
    const adminScope = scopeToTenant(server().context.database.db, 'admin');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let signalLocked = () => {};
    const locked = new Promise<void>((resolve) => (signalLocked = resolve));

    // Another creator holds the lock and has inserted its user, not yet committed.
    const other = adminScope.transaction(async (scope) => {
      await scope.lockForTransaction('first-admin');
      await insertUser(scope, {
        id: generateUserId(),
        username: 'first',
        profile: toJson({}),
        identities: toJson({}),
        custom_data: toJson({}),
        mfa_verifications: toJson([]),
      });
      signalLocked();
      await released;
    });
    await locked;
    const late = createFirstAdmin(adminScope, { username: 'second', password: 'Gl4cier-Tundra' }, options).then(
      () => 'created',
      (error: unknown) => (error instanceof RequestError ? error.code : String(error)),
    );
    // Long enough for the late request to hash its password and reach the lock.
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await other;

    expect(await late).toBe('session.first_admin_exists');
    expect(await countUsers(adminScope)).toBe(1);
  });
});
