import { defaultTenantId, type UserInfo } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { insertRole } from '../roles/queries.js';

describeEachDatabase('users API: list and field searches', (server) => {
  let api: ApiClient;
  const usernames = async (query: string) => {
    const answer = await api.get<UserInfo[]>(`/users?${query}`);
    expect(answer.status, query).toBe(200);
    expect(answer.headers.get('Total-Number'), query).toBe(String(answer.body.length));
    return answer.body.map((user) => user.username);
  };
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    const people: [string, string, string][] = [
      ['ann_lee', 'Ann.Lee@Example.com', '15550001'],
      ['bob_stone', 'bob@example.org', '15550002'],
      ['Annabel', 'annabel@example.com', '44770003'],
      ['carl_ann', 'carl@other.net', '15550004'],
    ];
    for (const [username, primaryEmail, primaryPhone] of people) {
      await api.post('/users', { username, primaryEmail, primaryPhone, name: username.toUpperCase() });
    }
  });

  it('lists newest first with Total-Number', async () => {
    const first = await api.get<UserInfo[]>('/users?page=1&page_size=2');
    expect(first.headers.get('Total-Number')).toBe('4');
    expect(first.body.map((user) => user.username)).toEqual(['carl_ann', 'Annabel']);
    const page = await api.get<UserInfo[]>('/users?page=2&page_size=3');
    expect(page.headers.get('Total-Number')).toBe('4');
    expect(page.body.map((user) => user.username)).toEqual(['ann_lee']);
  });

  it('matches one field by like (the default), exact or similar_to', async () => {
    expect(await usernames(query({ 'search.primaryEmail': '%@example.com' }))).toEqual(['Annabel', 'ann_lee']);
    expect(await usernames(query({ 'search.username': 'annabel', 'mode.username': 'exact' }))).toEqual(['Annabel']);
    expect(await usernames(query({ 'search.username': 'ann%', 'mode.username': 'exact' }))).toEqual([]);
    expect(await usernames(query({ 'search.primaryPhone': '1555000(1|2)', 'mode.primaryPhone': 'similar_to' }))).toEqual([
      'bob_stone',
      'ann_lee',
    ]);
    expect(await usernames(query({ 'search.id': 'nosuchid' }))).toEqual([]);
  });

  it('combines fields with or (the default) or and; `mode` applies to fields without their own', async () => {
    const both = { 'search.username': '%ann%', 'search.primaryPhone': '1555%' };
    expect(await usernames(query(both))).toEqual(['carl_ann', 'Annabel', 'bob_stone', 'ann_lee']);
    expect(await usernames(query({ ...both, joint: 'and' }))).toEqual(['carl_ann', 'ann_lee']);
    expect(await usernames(query({ 'search.name': 'BOB_STONE', 'search.username': 'x', mode: 'exact' }))).toEqual(['bob_stone']);
  });

  it('ignores case unless isCaseSensitive is true', async () => {
    expect(await usernames(query({ 'search.username': 'ANN%' }))).toEqual(['Annabel', 'ann_lee']);
    expect(await usernames(query({ 'search.username': 'ann%', isCaseSensitive: 'true' }))).toEqual(['ann_lee']);
    expect(await usernames(query({ 'search.username': 'annabel', 'mode.username': 'exact', isCaseSensitive: 'true' }))).toEqual(
      [],
    );
    expect(
      await usernames(query({ 'search.username': 'A(n)+abel', 'mode.username': 'similar_to', isCaseSensitive: 'true' })),
    ).toEqual(['Annabel']);
  });

  it('keeps `search` over every field and `excludeRoleId`, together with field searches', async () => {
    expect(await usernames(query({ search: '%ann%' }))).toEqual(['carl_ann', 'Annabel', 'ann_lee']);
    const [annLee] = (await api.get<UserInfo[]>('/users?search=ann_lee')).body;
    const role = await insertRole(server().context.tenantScope(defaultTenantId), { id: 'listexcluderole000001', name: 'Excl', description: 'x' });
    await api.post(`/users/${annLee?.id}/roles`, { roleIds: [role.id] });
    expect(await usernames(query({ search: '%ann%', excludeRoleId: role.id, 'search.primaryPhone': '1555%', joint: 'and' }))).toEqual([
      'carl_ann',
    ]);
  });

  it('refuses unknown modes and joints, and patterns PostgreSQL cannot read', async () => {
    expectError(await api.get('/users?mode.username=regex&search.username=a'), 400, 'guard.invalid_input', 'mode.username');
    expectError(await api.get('/users?joint=xor'), 400, 'guard.invalid_input', 'joint');
    expectError(
      await api.get(`/users?${query({ 'search.username': '(unclosed', 'mode.username': 'similar_to' })}`),
      400,
      'user.invalid_search_pattern',
    );
  });

  it('never lists users of another tenant', async () => {
    const other = await createOtherTenant(server());
    await insertTestUser(other, { username: 'ann_abroad' });
    expect(await usernames(query({ 'search.username': 'ann_abroad', 'mode.username': 'exact' }))).toEqual([]);
    expect(await usernames(query({ search: '%abroad%' }))).toEqual([]);
  });
});
