import type { CreatedPersonalAccessToken, PersonalAccessToken, UserInfo } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { findPersonalAccessTokenByName } from './queries.js';
import { createPersonalAccessToken } from './service.js';
import { digestOf } from './token-digest.js';

describeEachDatabase('personal access tokens API', (server) => {
  let api: ApiClient;
  let user: UserInfo;
  const path = () => `/users/${user.id}/personal-access-tokens`;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    user = (await api.post<UserInfo>('/users', { username: 'pat_owner' })).body;
  });

  it('creates a token, shows its value once and stores only its digest', async () => {
    const expiresAt = Date.now() + 3_600_000;
    const created = await api.post<CreatedPersonalAccessToken>(path(), { name: 'ci', expiresAt });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId: user.id, name: 'ci', expiresAt, tenantId: 'default' });
    expect(created.body.value).toMatch(/^pat_[\w-]{43}$/);

    const stored = await findPersonalAccessTokenByName(server().context.tenantScope('default'), user.id, 'ci');
    expect(stored?.value_digest).toBe(digestOf(created.body.value));
    expect(JSON.stringify(stored)).not.toContain(created.body.value);

    const list = await api.get<PersonalAccessToken[]>(path());
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ tenantId: 'default', userId: user.id, name: 'ci', createdAt: created.body.createdAt, expiresAt }]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.value);
  });

  it('keeps names unique per user, and accepts the same name for another user', async () => {
    expect((await api.post(path(), { name: 'dup' })).status).toBe(201);
    expectError(await api.post(path(), { name: 'dup' }), 422, 'personal_access_token.name_in_use');
    const other = (await api.post<UserInfo>('/users', { username: 'pat_other' })).body;
    const again = await api.post<CreatedPersonalAccessToken>(`/users/${other.id}/personal-access-tokens`, { name: 'dup' });
    expect(again.status).toBe(201);
    expect(again.body.expiresAt).toBeNull();
  });

  it('refuses invalid bodies and an expiry that is not in the future', async () => {
    expectError(await api.post(path(), { name: '' }), 400, 'guard.invalid_input');
    expectError(await api.post(path(), {}), 400, 'guard.invalid_input');
    expectError(await api.post(path(), { name: 'x', expiresAt: 'tomorrow' }), 400, 'guard.invalid_input');
    expectError(await api.post(path(), { name: 'x', unknown: 1 }), 400, 'guard.invalid_input');
    expectError(await api.post(path(), { name: 'past', expiresAt: Date.now() - 1000 }), 400, 'personal_access_token.expires_at_in_past');
    expectError(await api.patch(path(), { name: 'y' }), 400, 'guard.invalid_input');
  });

  it('renames a token through the body and through the path', async () => {
    await api.post(path(), { name: 'old name/with slash' });
    const renamed = await api.patch<PersonalAccessToken>(path(), { currentName: 'old name/with slash', name: 'middle' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'middle' });
    expect(renamed.body).not.toHaveProperty('value');
    const again = await api.patch<PersonalAccessToken>(`${path()}/middle`, { name: 'new' });
    expect(again.body).toMatchObject({ name: 'new' });
    expectError(await api.patch(`${path()}/new`, { name: 'dup' }), 422, 'personal_access_token.name_in_use');
    expectError(await api.patch(path(), { currentName: 'nope', name: 'z' }), 404, 'personal_access_token.not_found');
    expectError(await api.patch(`${path()}/nope`, { name: 'z' }), 404, 'personal_access_token.not_found');
  });

  it('deletes a token through the body and through the path', async () => {
    await api.post(path(), { name: 'gone-1' });
    await api.post(path(), { name: 'gone-2' });
    expect((await api.post(`${path()}/delete`, { name: 'gone-1' })).status).toBe(204);
    expect((await api.delete(`${path()}/gone-2`)).status).toBe(204);
    const names = (await api.get<PersonalAccessToken[]>(path())).body.map((token) => token.name);
    expect(names).not.toContain('gone-1');
    expect(names).not.toContain('gone-2');
    expectError(await api.post(`${path()}/delete`, { name: 'gone-1' }), 404, 'personal_access_token.not_found');
    expectError(await api.delete(`${path()}/gone-2`), 404, 'personal_access_token.not_found');
    expectError(await api.post(`${path()}/delete`, {}), 400, 'guard.invalid_input');
  });

  it('answers 404 for an unknown user on every endpoint', async () => {
    const unknown = '/users/nosuchuser0/personal-access-tokens';
    expectError(await api.get(unknown), 404, 'entity.not_exists_with_id');
    expectError(await api.post(unknown, { name: 'a' }), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(unknown, { currentName: 'a', name: 'b' }), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(`${unknown}/a`, { name: 'b' }), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`${unknown}/delete`, { name: 'a' }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`${unknown}/a`), 404, 'entity.not_exists_with_id');
  });

  it("never reaches another tenant's user or tokens", async () => {
    const other = await createOtherTenant(server());
    const foreign = await insertTestUser(other, { username: 'foreign_pat_owner' });
    await createPersonalAccessToken(other, foreign.id, { name: 'theirs' });
    const foreignPath = `/users/${foreign.id}/personal-access-tokens`;
    expectError(await api.get(foreignPath), 404, 'entity.not_exists_with_id');
    expectError(await api.post(foreignPath, { name: 'mine' }), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(foreignPath, { currentName: 'theirs', name: 'x' }), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`${foreignPath}/delete`, { name: 'theirs' }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`${foreignPath}/theirs`), 404, 'entity.not_exists_with_id');
    expect(await findPersonalAccessTokenByName(other, foreign.id, 'theirs')).toBeDefined();
    expect(await findPersonalAccessTokenByName(other, foreign.id, 'mine')).toBeUndefined();
  });

  it("deletes a user's tokens with the user", async () => {
    const doomed = (await api.post<UserInfo>('/users', { username: 'pat_doomed' })).body;
    await api.post(`/users/${doomed.id}/personal-access-tokens`, { name: 'short-lived' });
    expect((await api.delete(`/users/${doomed.id}`)).status).toBe(204);
    expect(await findPersonalAccessTokenByName(server().context.tenantScope('default'), doomed.id, 'short-lived')).toBeUndefined();
  });
});
