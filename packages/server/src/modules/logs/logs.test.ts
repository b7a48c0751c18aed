import { defaultTenantId, type Log } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { generateId } from '../../utils/id.js';
import { insertLogs } from './queries.js';

/** Stores a log as the recorder would, `minutesAgo` in the past. */
const storeLog = async (scope: TenantScope, key: string, payload: Record<string, unknown>, minutesAgo: number) => {
  const id = generateId();
  await insertLogs(scope, [
    {
      id,
      key,
      user_id: typeof payload.userId === 'string' ? payload.userId : null,
      application_id: typeof payload.applicationId === 'string' ? payload.applicationId : null,
      payload: JSON.stringify({ key, result: 'Success', ...payload }),
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    },
  ]);
  return id;
};

describeEachDatabase('Audit logs API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let userId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
    userId = (await insertTestUser(home, { username: 'logged' })).id;
    // Oldest first: `signIn` is the newest of the four.
    ids.exchange = await storeLog(home, 'ExchangeTokenBy.RefreshToken', { userId, applicationId: 'app-one' }, 40);
    ids.otherApp = await storeLog(home, 'Interaction.SignIn.Submit', { userId, applicationId: 'app-two' }, 30);
    ids.noUser = await storeLog(home, 'Interaction.SignIn.Submit', { applicationId: 'app-one' }, 20);
    ids.signIn = await storeLog(home, 'Interaction.SignIn.Submit', { userId, applicationId: 'app-one', ip: '10.0.0.1' }, 10);
  });

  const listIds = async (path: string) => {
    const response = await api.get<Log[]>(path);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { ids: response.body.map((log) => log.id), total: Number(response.headers.get('Total-Number')) };
  };

  describe('list', () => {
    it('filters by key, user and application, together or apart, newest first', async () => {
      expect(await listIds(`/logs?userId=${userId}`)).toEqual({
        ids: [ids.signIn, ids.otherApp, ids.exchange],
        total: 3,
      });
      expect(await listIds('/logs?applicationId=app-one')).toEqual({
        ids: [ids.signIn, ids.noUser, ids.exchange],
        total: 3,
      });
      expect(await listIds(`/logs?logKey=Interaction.SignIn.Submit&userId=${userId}&applicationId=app-one`)).toEqual({
        ids: [ids.signIn],
        total: 1,
      });
      expect(await listIds('/logs?logKey=ExchangeTokenBy.RefreshToken')).toEqual({ ids: [ids.exchange], total: 1 });
    });

    it('counts a tenant’s logs and one key’s from the kept totals, matching the rows', async () => {
      const counted = async (query: string) => {
        const response = await api.get<Log[]>(`/logs?${query}`);
        return Number(response.headers.get('Total-Number'));
      };
      // Nothing queued may land between the two reads.
      await server().records.flush();
      const rows = await home.selectFrom('logs').select('key').execute();
      expect(await counted('page_size=1')).toBe(rows.length);
      expect(await counted('logKey=Interaction.SignIn.Submit')).toBe(
        rows.filter((row) => row.key === 'Interaction.SignIn.Submit').length,
      );
      expect(await counted('logKey=No.Such.Key')).toBe(0);
    });

    it('pages with Total-Number counting every match, 20 a page by default', async () => {
      expect(await listIds(`/logs?userId=${userId}&page=2&page_size=2`)).toEqual({ ids: [ids.exchange], total: 3 });
      const all = await api.get<Log[]>('/logs');
      expect(all.body.length).toBeLessThanOrEqual(20);
      expect(Number(all.headers.get('Total-Number'))).toBeGreaterThanOrEqual(4);
    });

    it('answers logs in the reference shape', async () => {
      const [log] = (await api.get<Log[]>(`/logs?userId=${userId}&page_size=1`)).body;
      expect(log).toEqual({
        tenantId: defaultTenantId,
        id: ids.signIn,
        key: 'Interaction.SignIn.Submit',
        payload: { key: 'Interaction.SignIn.Submit', result: 'Success', userId, applicationId: 'app-one', ip: '10.0.0.1' },
        createdAt: expect.any(Number) as number,
      });
    });

    it('refuses a malformed key or page with 400', async () => {
      expectError(await api.get('/logs?logKey=not..a.key'), 400, 'guard.invalid_input', 'logKey');
      expectError(await api.get('/logs?page_size=101'), 400, 'guard.invalid_pagination');
      expectError(await api.get('/logs?page=0'), 400, 'guard.invalid_pagination');
    });
  });

  describe('details', () => {
    it('answers one log, and 404 for an unknown id', async () => {
      const log = await api.get<Log>(`/logs/${ids.exchange}`);
      expect(log.body).toMatchObject({ id: ids.exchange, key: 'ExchangeTokenBy.RefreshToken' });
      expectError(await api.get('/logs/nosuchlog'), 404, 'log.not_found');
    });
  });

  describe('user logs', () => {
    it('lists the logs of one user with the same filters', async () => {
      expect(await listIds(`/users/${userId}/logs`)).toEqual({ ids: [ids.signIn, ids.otherApp, ids.exchange], total: 3 });
      expect(await listIds(`/users/${userId}/logs?applicationId=app-two`)).toEqual({ ids: [ids.otherApp], total: 1 });
      expect(await listIds(`/users/${userId}/logs?logKey=ExchangeTokenBy.RefreshToken&page_size=5`)).toEqual({
        ids: [ids.exchange],
        total: 1,
      });
    });

    it('answers 404 for an unknown user', async () => {
      expectError(await api.get('/users/nosuchuser/logs'), 404, 'user.not_found');
    });
  });

  describe('tenant isolation', () => {
    it('keeps the logs and users of another tenant out of reach', async () => {
      const other = await createOtherTenant(server());
      const foreignUser = (await insertTestUser(other, { username: 'foreign' })).id;
      const foreignLog = await storeLog(other, 'Interaction.SignIn.Submit', { userId: foreignUser, applicationId: 'app-one' }, 5);

      expectError(await api.get(`/logs/${foreignLog}`), 404, 'log.not_found');
      expect((await listIds('/logs?applicationId=app-one')).ids).not.toContain(foreignLog);
      expect(await listIds(`/logs?userId=${foreignUser}`)).toEqual({ ids: [], total: 0 });
      expectError(await api.get(`/users/${foreignUser}/logs`), 404, 'user.not_found');
    });
  });
});
