import { adminTenantId, passwordPolicyGuard } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { setSentinelPolicy } from '../sentinel/sentinel-policy.js';
import { storeSignInExperience } from '../sign-in-exp/test-support.js';
import { createConsoleUser } from '../../testing/console-user-token.js';
import { callApi, type ErrorBody } from '../../testing/me-api.js';

const oldPassword = 'Old-password-2024';
const newPassword = 'Fresh-lantern-91';

describeEachDatabase('console user password (me)', (server) => {
  let token: string;
  let lockedToken: string;

  beforeAll(async () => {
    const { db } = server().context.database;
    // The admin tenant's own policy, stricter than the default; no breach lookup over the network.
    await storeSignInExperience(server().context, adminTenantId, {
      passwordPolicy: passwordPolicyGuard.parse({ length: { min: 12 }, rejects: { pwned: false } }),
    });
    await setSentinelPolicy(scopeToTenant(db, adminTenantId), { maxAttempts: 3, lockoutDurationMinutes: 10 });
    token = (await createConsoleUser(server(), { username: 'carol', password: oldPassword })).token;
    lockedToken = (await createConsoleUser(server(), { username: 'dave', password: oldPassword })).token;
  });

  const post = (path: string, password: string, bearer = token) =>
    callApi(server(), bearer, 'POST', path, { password });
  const verify = (password: string, bearer = token) => post('/me/password/verify', password, bearer);
  const change = (password: string) => post('/me/password', password);

  it('answers 422 user.wrong_password for a wrong password', async () => {
    const response = await verify('not-my-password');
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).code).toBe('user.wrong_password');
  });

  it('refuses a change without a recent verification', async () => {
    const response = await change(newPassword);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).code).toBe('auth.require_re_authentication');
  });

  it("applies the admin tenant's policy and keeps the verification for another try", async () => {
    expect((await verify(oldPassword)).status).toBe(204);
    const rejected = await change('Short-1a');
    expect(rejected.status).toBe(422);
    const body = (await rejected.json()) as ErrorBody;
    expect(body.code).toBe('password_rejected.too_short');
    expect(body.data).toMatchObject({ min: 12, rejections: [{ code: 'password_rejected.too_short', interpolation: { min: 12 } }] });

    const withName = await change('carol-carol-carol-42');
    expect(((await withName.json()) as ErrorBody).data?.rejections).toContainEqual({
      code: 'password_rejected.restricted.user_info',
    });
  });

  it('changes the password after a verification, once', async () => {
    expect((await verify(oldPassword)).status).toBe(204);
    expect((await change(newPassword)).status).toBe(204);
    expect((await verify(newPassword)).status).toBe(204);
    expect((await verify(oldPassword)).status).toBe(422);
    // The verification above was spent on the change; the failed one does not count as one.
    expect((await verify(newPassword)).status).toBe(204);
    expect((await change('Another-river-77')).status).toBe(204);
    expect((await change('Yet-another-one-88')).status).toBe(403);
  });

  it('rejects the current password as the new one with user.same_password, keeping the verification (reference behaviour)', async () => {
    const { token: erinToken } = await createConsoleUser(server(), { username: 'erin', password: oldPassword });
    expect((await verify(oldPassword, erinToken)).status).toBe(204);
    const same = await post('/me/password', oldPassword, erinToken);
    expect(same.status).toBe(422);
    expect(((await same.json()) as ErrorBody).code).toBe('user.same_password');
    expect((await post('/me/password', newPassword, erinToken)).status).toBe(204);
  });

  it('locks the console user out after repeated wrong passwords, like the sign-in page', async () => {
    expect((await verify('wrong-1', lockedToken)).status).toBe(422);
    expect((await verify('wrong-2', lockedToken)).status).toBe(422);
    const third = await verify('wrong-3', lockedToken);
    expect(third.status).toBe(403);
    expect(((await third.json()) as ErrorBody)).toMatchObject({ code: 'session.identifier_locked', data: { minutes: 10 } });
    const rightButLocked = await verify(oldPassword, lockedToken);
    expect(rightButLocked.status).toBe(403);
  });

  it('answers 400 for a missing or empty password', async () => {
    expect((await callApi(server(), token, 'POST', '/me/password/verify', {})).status).toBe(400);
    expect((await verify('')).status).toBe(400);
  });
});
