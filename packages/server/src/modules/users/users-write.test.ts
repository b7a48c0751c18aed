import { createHash } from 'node:crypto';
import { customDataMaxBytes, defaultTenantId, type UserDetails, type UserInfo } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import type { TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createManagementToken } from '../../testing/management-token.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { findUserRoleIds } from '../roles/assignment-queries.js';
import { insertRole } from '../roles/queries.js';
import { findUserById } from './queries.js';
import { countTenantUsers, skipPwnedCheck } from './test-support.js';

const password = 'Quiet-harbour-42';

describeEachDatabase('users API: create, update, delete', (server) => {
  let api: ApiClient;
  let home: TenantScope;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = server().context.tenantScope(defaultTenantId);
    await skipPwnedCheck(home);
  });

  it('creates a user with a policy-checked Argon2id password and the default roles', async () => {
    const role = await insertRole(home, { id: 'writedefaultrole00001', name: 'Member', description: 'x', is_default: true });
    const created = await api.post<UserInfo>('/users', {
      username: 'writer_one',
      primaryEmail: 'Writer.One@Example.com',
      primaryPhone: '15550100',
      name: 'Writer One',
      avatar: 'https://example.com/a.png',
      profile: { givenName: 'Writer', address: { country: 'NZ' } },
      customData: { plan: 'gold' },
      password,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      username: 'writer_one',
      primaryEmail: 'Writer.One@Example.com',
      primaryPhone: '15550100',
      profile: { givenName: 'Writer', address: { country: 'NZ' } },
      customData: { plan: 'gold' },
      hasPassword: true,
      isSuspended: false,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/argon2|Quiet-harbour/i);
    const stored = await findUserById(home, created.body.id);
    expect(stored?.password_encryption_method).toBe('Argon2id');
    expect(stored?.password_encrypted).toMatch(/^\$argon2id\$/);
    expect(await findUserRoleIds(home, created.body.id)).toEqual([role.id]);
  });

  it('imports a digest with its algorithm and keeps both', async () => {
    const digest = createHash('sha256').update(password).digest('hex');
    const created = await api.post<UserInfo>('/users', { username: 'imported', passwordDigest: digest, passwordAlgorithm: 'SHA256' });
    expect(created.status).toBe(200);
    const details = (await api.get<UserDetails>(`/users/${created.body.id}?includePasswordHash=true`)).body;
    expect(details).toMatchObject({ passwordDigest: digest, passwordAlgorithm: 'SHA256', hasPassword: true });
  });

  it('refuses bad identifiers, duplicates and bad passwords with their codes, writing nothing', async () => {
    await api.post('/users', { username: 'Taken_Name', primaryEmail: 'taken@example.com', primaryPhone: '15550199' });
    const before = await countTenantUsers(home);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ username: '9lives' }, 400, 'user.invalid_username'],
      [{ username: 'has space' }, 400, 'user.invalid_username'],
      [{ primaryEmail: 'no-at-sign' }, 400, 'user.invalid_email'],
      [{ primaryPhone: '+1 555 0100' }, 400, 'user.invalid_phone'],
      [{ username: 'Taken_Name' }, 422, 'user.username_already_in_use'],
      [{ primaryEmail: 'TAKEN@example.COM' }, 422, 'user.email_already_in_use'],
      [{ primaryPhone: '15550199' }, 422, 'user.phone_already_in_use'],
      [{ username: 'alg', passwordDigest: 'abc', passwordAlgorithm: 'Legacy' }, 400, 'user.unsupported_password_algorithm'],
      [{ username: 'alg', passwordDigest: 'abc', passwordAlgorithm: 'MD5' }, 400, 'user.invalid_password_digest'],
      [{ username: 'alg', passwordDigest: '$2b$10$tooShort', passwordAlgorithm: 'Bcrypt' }, 400, 'user.invalid_password_digest'],
      [{ username: 'alg', passwordDigest: createHash('md5').update('x').digest('hex') }, 400, 'user.password_algorithm_required'],
      [{ username: 'alg', password, passwordDigest: 'abc', passwordAlgorithm: 'MD5' }, 400, 'user.password_and_digest_conflict'],
      [{ username: 'short_pw', password: 'Ab1' }, 422, 'password_rejected.too_short'],
      [{ username: 'big', customData: { blob: 'x'.repeat(customDataMaxBytes) } }, 400, 'user.custom_data_too_large'],
    ];
    for (const [body, status, code] of refusals) {
      const error = expectError(await api.post('/users', body), status, code);
      expect(error.message, code).not.toBe(code);
    }
    expectError(await api.post('/users', { username: 'x', unknownField: 1 }), 400, 'guard.invalid_input', 'unknownField');
    expectError(await api.post('/users', { passwordAlgorithm: 'MD5' }), 400, 'user.invalid_password_digest');
    expect(await countTenantUsers(home)).toBe(before);
    // Usernames are compared as written; emails ignoring case (above).
    expect((await api.post('/users', { username: 'taken_name' })).status).toBe(200);
  });

  it('translates the refusals for the caller’s language', async () => {
    const response = await fetch(`${server().url}/api/users`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await createManagementToken(server())}`,
        'Content-Type': 'application/json',
        'Accept-Language': 'de',
      },
      body: JSON.stringify({ username: 'alg', passwordDigest: 'abc', passwordAlgorithm: 'Legacy' }),
    });
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('user.unsupported_password_algorithm');
    expect(body.message).toContain('wird nicht unterstützt');
  });

  it('updates identifiers, name, custom data and profile; null clears; nothing changes on refusal', async () => {
    const user = (await api.post<UserInfo>('/users', { username: 'patchme', primaryEmail: 'patch@example.com' })).body;
    const other = (await api.post<UserInfo>('/users', { username: 'patch_other', primaryPhone: '15550777' })).body;
    const patched = await api.patch<UserInfo>(`/users/${user.id}`, {
      username: 'patched',
      primaryEmail: null,
      primaryPhone: '15550888',
      name: 'Patched',
      customData: { a: 1 },
      profile: { nickname: 'P' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      username: 'patched',
      primaryEmail: null,
      primaryPhone: '15550888',
      name: 'Patched',
      customData: { a: 1 },
      profile: { nickname: 'P' },
    });
    // The user may keep (re-send) their own identifiers.
    expect((await api.patch(`/users/${user.id}`, { username: 'patched', primaryPhone: '15550888' })).status).toBe(200);
    expectError(await api.patch(`/users/${user.id}`, { primaryPhone: other.primaryPhone, name: 'Never' }), 422, 'user.phone_already_in_use');
    expectError(await api.patch(`/users/${user.id}`, { username: 'patch_other' }), 422, 'user.username_already_in_use');
    expectError(await api.patch(`/users/${user.id}`, { primaryEmail: 'bad', name: 'Never' }), 400, 'user.invalid_email');
    expectError(
      await api.patch(`/users/${user.id}`, { customData: { blob: 'x'.repeat(customDataMaxBytes) } }),
      400,
      'user.custom_data_too_large',
    );
    expect((await api.get<UserInfo>(`/users/${user.id}`)).body).toMatchObject({ name: 'Patched', customData: { a: 1 } });
  });

  it('deletes a user with their roles; unknown ids answer 404', async () => {
    const role = await insertRole(home, { id: 'writedeleterole000001', name: 'Deletable', description: 'x' });
    const user = (await api.post<UserInfo>('/users', { username: 'to_delete' })).body;
    await api.post(`/users/${user.id}/roles`, { roleIds: [role.id] });
    expect((await api.delete(`/users/${user.id}`)).status).toBe(204);
    expect(await findUserById(home, user.id)).toBeUndefined();
    expect(await findUserRoleIds(home, user.id)).toEqual([]);
    const missing = expectError(await api.delete(`/users/${user.id}`), 404, 'entity.not_exists_with_id');
    expect(missing.data).toEqual({ name: 'user', id: user.id });
    expectError(await api.get(`/users/${user.id}`), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(`/users/${user.id}`, { name: 'x' }), 404, 'entity.not_exists_with_id');
    expectError(await api.get('/users/waytoolonguserid'), 400, 'guard.invalid_input', 'userId');
  });

  it('never reads, changes or deletes a user of another tenant', async () => {
    const other = await createOtherTenant(server());
    const foreign = await insertTestUser(other, { username: 'foreigner', primaryEmail: 'foreign@example.com' });
    expectError(await api.get(`/users/${foreign.id}`), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(`/users/${foreign.id}`, { name: 'Hijacked' }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`/users/${foreign.id}`), 404, 'entity.not_exists_with_id');
    // Identifiers are unique per tenant: the same ones are free here.
    expect((await api.post('/users', { username: 'foreigner', primaryEmail: 'foreign@example.com' })).status).toBe(200);
    expect(await findUserById(other, foreign.id)).toMatchObject({ name: null, username: 'foreigner' });
  });
});
