import { defaultTenantId, type Log } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { generateId } from '../../utils/id.js';
import { insertLogs } from './queries.js';

const key = 'ExchangeTokenBy.ClientCredentials';
const hour = 3_600_000;

describeEachDatabase('Audit logs API: time ranges and the capped total', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  /** A fixed moment in the past, so the logs around it are the only ones in range. */
  const base = Date.UTC(2020, 0, 1, 12);
  const rangeIds: string[] = [];

  const list = async (query: string) => {
    const response = await api.get<Log[]>(`/logs?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return {
      ids: response.body.map((log) => log.id),
      total: Number(response.headers.get('Total-Number')),
      capped: response.headers.get('Total-Number-Is-Capped'),
    };
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
    // Three logs an hour apart, oldest first; and 10,001 more long before them, for the cap.
    for (const offset of [0, 1, 2]) {
      const id = generateId();
      rangeIds.push(id);
      await insertLogs(home, [
        { id, key, user_id: null, application_id: null, payload: JSON.stringify({ key }), created_at: new Date(base + offset * hour) },
      ]);
    }
    const old = Array.from({ length: 10_001 }, (_, index) => ({
      id: generateId(),
      key,
      user_id: null,
      application_id: null,
      payload: JSON.stringify({ key }),
      created_at: new Date(base - 24 * hour - index * 1000),
    }));
    for (let start = 0; start < old.length; start += 2000) {
      await insertLogs(home, old.slice(start, start + 2000));
    }
  });

  it('keeps logs whose time lies within inclusive bounds', async () => {
    const [first, second, third] = rangeIds;
    expect(await list(`start_time=${base}&end_time=${base + 2 * hour}`)).toMatchObject({
      ids: [third, second, first],
      total: 3,
    });
    expect(await list(`start_time=${base + hour}&end_time=${base + hour}`)).toMatchObject({ ids: [second], total: 1 });
    expect(await list(`start_time=${base + 1}&end_time=${base + 2 * hour}&logKey=${key}`)).toMatchObject({
      ids: [third, second],
      total: 2,
    });
  });

  it('refuses a reversed range and a time that is not Unix milliseconds', async () => {
    expectError(await api.get(`/logs?start_time=${base + 1}&end_time=${base}`), 400, 'log.invalid_time_range');
    expect((await api.get('/logs?start_time=yesterday')).status).toBe(400);
  });

  it('stops counting at the cap only when asked, and says so', async () => {
    const until = `end_time=${base + 2 * hour}`;
    expect(await list(`${until}&page_size=1`)).toMatchObject({ total: 10_004, capped: null });
    expect(await list(`${until}&page_size=1&enableCap=true`)).toMatchObject({ total: 10_001, capped: 'true' });
    expect(await list(`start_time=${base}&${until}&enableCap=true`)).toMatchObject({ total: 3, capped: null });
  });
});
