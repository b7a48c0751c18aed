import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createUser } from './service.js';

type User = { id: string; username: string; hasPassword: boolean };

describeEachDatabase('users API', (server) => {
  let api: ApiClient;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    for (const username of ['alice', 'bob', 'carol', 'alicia']) {
      await createUser(scope, { username, primaryEmail: `${username}@example.com` }, { defaultRoles: false });
    }
  });

  it('lists users newest first with Total-Number and pages', async () => {
    const all = await api.get<User[]>('/users?page_size=2');
    expect(all.status).toBe(200);
    expect(all.headers.get('Total-Number')).toBe('4');
    expect(all.body.map((user) => user.username)).toEqual(['alicia', 'carol']);
    const second = await api.get<User[]>('/users?page=2&page_size=2');
    expect(second.body.map((user) => user.username)).toEqual(['bob', 'alice']);
  });

  it('searches by substring, case-insensitively, and never returns password data', async () => {
    const found = await api.get<User[]>('/users?search=%25ALI%25');
    expect(found.body.map((user) => user.username).sort()).toEqual(['alice', 'alicia']);
    expect(found.headers.get('Total-Number')).toBe('2');
    expect(JSON.stringify(found.body)).not.toContain('password_encrypted');
    const byEmail = await api.get<User[]>('/users?search=%25bob%40example%25');
    expect(byEmail.body).toHaveLength(1);
  });

  it('gets one user and answers 404 for another tenant’s or an unknown id', async () => {
    const [first] = (await api.get<User[]>('/users?search=%25carol%25')).body;
    const one = await api.get<User>(`/users/${first?.id}`);
    expect(one.body.username).toBe('carol');
    expect((await api.get('/users/nosuchuser')).status).toBe(404);
  });

  it('answers the password hash only with includePasswordHash, as the reference API does', async () => {
    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    const user = await createUser(scope, { username: 'hashed', password: 'Hashed-password-2024' }, { defaultRoles: false });
    const plain = (await api.get<Record<string, unknown>>(`/users/${user.id}`)).body;
    expect(plain).not.toHaveProperty('passwordDigest');
    expect(plain).not.toHaveProperty('passwordAlgorithm');
    const withHash = (await api.get<Record<string, unknown>>(`/users/${user.id}?includePasswordHash=true`)).body;
    expect(withHash).toMatchObject({ passwordAlgorithm: 'Argon2id', hasPassword: true });
    expect(String(withHash.passwordDigest)).toMatch(/^\$argon2id\$/);
    const [carol] = (await api.get<User[]>('/users?search=carol')).body;
    const noPassword = (await api.get<Record<string, unknown>>(`/users/${carol?.id}?includePasswordHash=1`)).body;
    expect(noPassword).toMatchObject({ passwordDigest: null, passwordAlgorithm: null });
  });

  it('rejects bad pagination', async () => {
    expect((await api.get('/users?page=0')).status).toBe(400);
  });
});
