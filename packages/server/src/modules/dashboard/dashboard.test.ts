import { defaultTenantId, type ActiveUserCounts, type NewUserCounts, type TotalUserCount } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { insertDailyActiveUsers } from '../logs/activity-queries.js';
import { addDays, dayOf } from './days.js';

// A fixed day in the past, so the figures do not depend on today's sign-ins.
const day = '2024-03-31';

describeEachDatabase('Dashboard API', (server) => {
  let api: ApiClient;
  let home: TenantScope;

  /** Marks users active `daysBefore` the reference day. */
  const activeOn = (scope: TenantScope, daysBefore: number, userIds: string[]) =>
    insertDailyActiveUsers(scope, userIds.map((userId) => ({ userId, date: addDays(day, -daysBefore) })));

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
    await activeOn(home, 0, ['u1', 'u2', 'u3']);
    await activeOn(home, 1, ['u1']);
    await activeOn(home, 3, ['u4']);
    await activeOn(home, 10, ['u5', 'u6']);
    await activeOn(home, 40, ['u7']);
    // Another tenant's activity on the same days counts nowhere here.
    const other = await createOtherTenant(server());
    await activeOn(other, 0, ['x1', 'x2', 'x3', 'x4']);
  });

  it('counts users in total and created today or this week, and nothing of another tenant', async () => {
    const total = async () => (await api.get<TotalUserCount>('/dashboard/users/total')).body.totalUserCount;
    const fresh = async () => (await api.get<NewUserCounts>('/dashboard/users/new')).body;
    const [totalBefore, newBefore] = [await total(), await fresh()];
    await insertTestUser(home);
    await insertTestUser(home);
    await insertTestUser(await createOtherTenant(server()));
    expect(await total()).toBe(totalBefore + 2);
    const newAfter = await fresh();
    expect(newAfter.today.count).toBe(newBefore.today.count + 2);
    expect(newAfter.today.delta).toBe(newBefore.today.delta + 2);
    expect(newAfter.last7Days.count).toBe(newBefore.last7Days.count + 2);
  });

  it('counts daily, weekly and monthly active users with their changes, tenant by tenant', async () => {
    const { body, status } = await api.get<ActiveUserCounts>(`/dashboard/users/active?date=${day}`);
    expect(status).toBe(200);
    expect(body.dau).toEqual({ count: 3, delta: 2 });
    // u1–u4 this week; u5 and u6 the week before.
    expect(body.wau).toEqual({ count: 4, delta: 2 });
    // u1–u6 this month; u7 the month before.
    expect(body.mau).toEqual({ count: 6, delta: 5 });
    expect(body.dauCurve).toHaveLength(30);
    expect(body.dauCurve.at(-1)).toEqual({ date: day, count: 3 });
    expect(body.dauCurve.at(-2)).toEqual({ date: addDays(day, -1), count: 1 });
    expect(body.dauCurve[0]).toEqual({ date: addDays(day, -29), count: 0 });
  });

  it('answers the series over a chosen range, and today by default', async () => {
    const ranged = await api.get<ActiveUserCounts>(`/dashboard/users/active?date=${day}&from=${addDays(day, -3)}&to=${day}`);
    expect(ranged.body.dauCurve).toEqual([
      { date: addDays(day, -3), count: 1 },
      { date: addDays(day, -2), count: 0 },
      { date: addDays(day, -1), count: 1 },
      { date: day, count: 3 },
    ]);
    const today = await api.get<ActiveUserCounts>('/dashboard/users/active');
    expect(today.body.dauCurve.at(-1)?.date).toBe(dayOf(new Date()));
  });

  it('refuses malformed dates, reversed ranges and ranges over a year', async () => {
    expectError(await api.get('/dashboard/users/active?date=31-03-2024'), 400, 'guard.invalid_input', 'date');
    expectError(await api.get(`/dashboard/users/active?from=${day}&to=${addDays(day, -1)}`), 400, 'guard.invalid_input', 'from');
    const tooLong = expectError(
      await api.get(`/dashboard/users/active?from=${addDays(day, -366)}&to=${day}`),
      400,
      'dashboard.invalid_date_range',
    );
    expect(tooLong.data).toEqual({ maxDays: 366 });
  });
});
