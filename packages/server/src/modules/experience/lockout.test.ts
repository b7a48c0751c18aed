import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { setSentinelPolicy } from '../sentinel/sentinel-policy.js';
import { createUser } from '../users/service.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';

const password = 'Gl4cier-Tundra';

describeEachDatabase('experience lockout', (server) => {
  it('locks an identifier after 3 failures, tells the minutes left, and keeps it locked for the right password', async () => {
    const { db } = server().context.database;
    await setSentinelPolicy(scopeToTenant(db, 'default'), { maxAttempts: 3, lockoutDurationMinutes: 15 });
    await createUser(scopeToTenant(db, 'default'), { username: 'lockme', password }, { defaultRoles: true });
    const browser = await new AuthorizationFlow(server().url, await insertTestClient(db)).start();
    const attempt = (identifier: string, secret: string) =>
      browser.api<{ code: string; message: string; data?: { minutes: number } }>('POST', '/sign-in', {
        identifier,
        password: secret,
      });

    expect((await attempt('lockme', 'wrong-1')).body.code).toBe('session.invalid_credentials');
    expect((await attempt('lockme', 'wrong-2')).body.code).toBe('session.invalid_credentials');
    const third = await attempt('LockMe', 'wrong-3');
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: 'session.identifier_locked', data: { minutes: 15 } });
    expect(third.body.message).toContain('15 minutes');

    const right = await attempt('lockme', password);
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ code: 'session.identifier_locked', data: { minutes: 15 } });

    // Another identifier from the same browser is unaffected.
    await createUser(scopeToTenant(db, 'default'), { username: 'neighbour', password }, { defaultRoles: true });
    expect((await attempt('neighbour', password)).status).toBe(200);
  });
});
