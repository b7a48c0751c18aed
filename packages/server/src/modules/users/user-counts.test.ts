import { sql } from 'kysely';
import type { UserInfo } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';

/** The unfiltered list's Total-Number comes from the kept count; it must equal a real count. */
describeEachDatabase('users API: the kept user count', (server) => {
  let api: ApiClient;
  const listedTotal = async () => {
    const answer = await api.get<UserInfo[]>('/users?page=1&page_size=1');
    expect(answer.status).toBe(200);
    return Number(answer.headers.get('Total-Number'));
  };
  const countedTotal = async () => {
    const { rows } = await sql<{ count: string }>`select count(*) as count from users where tenant_id = 'default'`.execute(
      server().context.database.db,
    );
    return Number(rows[0]?.count);
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('follows creation, bulk import and deletion, and ignores other tenants', async () => {
    const before = await listedTotal();
    expect(before).toBe(await countedTotal());

    const created = await api.post<UserInfo>('/users', { username: 'counted_one' });
    expect(created.status).toBe(200);
    expect(await listedTotal()).toBe(before + 1);

    const rows = Array.from({ length: 30 }, (_, index) => ({ username: `counted_bulk_${index}` }));
    const imported = await api.post<{ imported: number }>('/users/import', rows);
    expect(imported.body.imported).toBe(30);
    expect(await listedTotal()).toBe(before + 31);

    const other = await createOtherTenant(server());
    await insertTestUser(other, { username: 'counted_elsewhere' });
    expect(await listedTotal()).toBe(before + 31);

    expect((await api.delete(`/users/${created.body.id}`)).status).toBe(204);
    expect(await listedTotal()).toBe(before + 30);
    expect(await listedTotal()).toBe(await countedTotal());
  });

  it('still counts the matching rows when a filter is given', async () => {
    const answer = await api.get<UserInfo[]>('/users?search=%25counted_bulk_1%25&page_size=1');
    // counted_bulk_1 and counted_bulk_10 … counted_bulk_19.
    expect(answer.headers.get('Total-Number')).toBe('11');
  });
});
