import { createHash } from 'node:crypto';
import { customDataMaxBytes, defaultTenantId, type UserInfo } from '@tessera/schemas';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { DomainEvent } from '../../events/domain-events.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { findUserById } from './queries.js';
import { skipPwnedCheck } from './test-support.js';

const password = 'Amber-lantern-75';

describeEachDatabase('users API: account', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let events: DomainEvent[] = [];
  let unsubscribe = () => {};
  const create = async (body: Record<string, unknown>) => (await api.post<UserInfo>('/users', body)).body;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = server().context.tenantScope(defaultTenantId);
    await skipPwnedCheck(home);
  });
  beforeEach(() => {
    events = [];
    unsubscribe = server().context.events.subscribe((event) => {
      if (event.name.startsWith('user.')) {
        events.push(event);
      }
    });
  });
  afterEach(() => unsubscribe());

  it('reads and merges custom data at the top level, within its size limit', async () => {
    const user = await create({ username: 'custom', customData: { theme: 'dark', nested: { a: 1 } } });
    expect((await api.get(`/users/${user.id}/custom-data`)).body).toEqual({ theme: 'dark', nested: { a: 1 } });
    const merged = await api.patch(`/users/${user.id}/custom-data`, { customData: { nested: { b: 2 }, plan: 'pro' } });
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({ theme: 'dark', nested: { b: 2 }, plan: 'pro' });
    expect(events.map((event) => event.name)).toContain('user.data.updated');

    const half = 'x'.repeat(customDataMaxBytes / 2);
    expect((await api.patch(`/users/${user.id}/custom-data`, { customData: { first: half } })).status).toBe(200);
    expectError(await api.patch(`/users/${user.id}/custom-data`, { customData: { second: half } }), 400, 'user.custom_data_too_large');
    expect(Object.keys((await api.get<Record<string, unknown>>(`/users/${user.id}/custom-data`)).body).sort()).toEqual([
      'first',
      'nested',
      'plan',
      'theme',
    ]);
    expectError(await api.patch(`/users/${user.id}/custom-data`, { theme: 'light' }), 400, 'guard.invalid_input', 'theme');
  });

  it('merges OIDC profile fields and refuses others', async () => {
    const user = await create({ username: 'profiled', profile: { givenName: 'Ada', locale: 'en' } });
    const patched = await api.patch(`/users/${user.id}/profile`, { profile: { familyName: 'Lovelace', locale: 'en-GB' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ givenName: 'Ada', familyName: 'Lovelace', locale: 'en-GB' });
    expect((await api.get<UserInfo>(`/users/${user.id}`)).body.profile).toEqual(patched.body);
    expectError(await api.patch(`/users/${user.id}/profile`, { profile: { shoeSize: '42' } }), 400, 'guard.invalid_input');
    expectError(await api.patch(`/users/${user.id}/profile`, { profile: { birthdate: 7 } }), 400, 'guard.invalid_input');
  });

  it('sets a policy-checked password, verifies it and tells whether there is one', async () => {
    const user = await create({ username: 'passer' });
    expect((await api.get(`/users/${user.id}/has-password`)).body).toEqual({ hasPassword: false });
    expectError(await api.post(`/users/${user.id}/password/verify`, { password }), 422, 'user.password_mismatch');

    expectError(await api.patch(`/users/${user.id}/password`, { password: 'short' }), 422, 'password_rejected.too_short');
    expectError(await api.patch(`/users/${user.id}/password`, { password: 'passer-Secret-99' }), 422, 'password_rejected.restricted.user_info');
    events = [];
    const set = await api.patch<UserInfo>(`/users/${user.id}/password`, { password });
    expect(set.status).toBe(200);
    expect(set.body.hasPassword).toBe(true);
    expect(events).toEqual([{ name: 'user.password.updated', tenantId: defaultTenantId, data: { userId: user.id } }]);
    expect((await findUserById(home, user.id))?.password_encrypted).toMatch(/^\$argon2id\$/);
    expect((await api.get(`/users/${user.id}/has-password`)).body).toEqual({ hasPassword: true });

    expect((await api.post(`/users/${user.id}/password/verify`, { password })).status).toBe(204);
    expectError(await api.post(`/users/${user.id}/password/verify`, { password: 'Wrong-lantern-75' }), 422, 'user.password_mismatch');
  });

  it('verifies an imported digest once, then keeps the password as Argon2id', async () => {
    const digest = createHash('md5').update(password).digest('hex');
    const user = await create({ username: 'legacy', passwordDigest: digest, passwordAlgorithm: 'MD5' });
    expectError(await api.post(`/users/${user.id}/password/verify`, { password: 'Not-it-at-all-1' }), 422, 'user.password_mismatch');
    expect((await findUserById(home, user.id))?.password_encryption_method).toBe('MD5');
    expect((await api.post(`/users/${user.id}/password/verify`, { password })).status).toBe(204);
    expect((await findUserById(home, user.id))?.password_encryption_method).toBe('Argon2id');
    expect((await api.post(`/users/${user.id}/password/verify`, { password })).status).toBe(204);
  });

  it('suspends and reactivates, announcing each change once', async () => {
    const user = await create({ username: 'suspendable' });
    events = [];
    const suspended = await api.patch<UserInfo>(`/users/${user.id}/is-suspended`, { isSuspended: true });
    expect(suspended.status).toBe(200);
    expect(suspended.body.isSuspended).toBe(true);
    expect((await api.patch(`/users/${user.id}/is-suspended`, { isSuspended: true })).status).toBe(200);
    expect((await api.patch<UserInfo>(`/users/${user.id}/is-suspended`, { isSuspended: false })).body.isSuspended).toBe(false);
    expect(events.map(({ name, data }) => [name, (data as { user: UserInfo }).user.isSuspended])).toEqual([
      ['user.suspension.updated', true],
      ['user.suspension.updated', false],
    ]);
    expectError(await api.patch(`/users/${user.id}/is-suspended`, { isSuspended: 'yes' }), 400, 'guard.invalid_input', 'isSuspended');
  });

  it('answers 404 for unknown users and users of another tenant, changing nothing there', async () => {
    const other = await createOtherTenant(server());
    const foreign = await insertTestUser(other, { username: 'abroad' });
    for (const id of ['nosuchuser', foreign.id]) {
      expectError(await api.get(`/users/${id}/custom-data`), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/users/${id}/custom-data`, { customData: { a: 1 } }), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/users/${id}/profile`, { profile: { nickname: 'x' } }), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/users/${id}/password`, { password }), 404, 'entity.not_exists_with_id');
      expectError(await api.post(`/users/${id}/password/verify`, { password }), 404, 'entity.not_exists_with_id');
      expectError(await api.get(`/users/${id}/has-password`), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/users/${id}/is-suspended`, { isSuspended: true }), 404, 'entity.not_exists_with_id');
    }
    expect(await findUserById(other, foreign.id)).toMatchObject({
      custom_data: {},
      profile: {},
      password_encrypted: null,
      is_suspended: false,
    });
  });
});
