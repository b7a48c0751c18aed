import { defaultTenantId } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { upsertTenantConfig } from '../tenant-configs/queries.js';
import { generateId } from '../../utils/id.js';
import { insertLogs } from './queries.js';
import { defaultLogRetentionDays, deleteExpiredLogs } from './retention.js';
import { logRetentionConfigKey } from './retention-queries.js';
import { sumLogCounts } from './log-count-queries.js';

const now = new Date('2025-06-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const storeLogs = async (scope: TenantScope, ages: number[]) => {
  const rows = ages.map((age) => ({ id: generateId(), key: 'Interaction.SignIn.Submit', payload: '{}', created_at: daysAgo(age) }));
  await insertLogs(scope, rows);
  return rows;
};

const remainingAges = async (scope: TenantScope) => {
  const rows = await scope.selectFrom('logs').select('created_at').orderBy('created_at', 'desc').execute();
  return rows.map((row) => Math.round((now.getTime() - row.created_at.getTime()) / 86_400_000));
};

describeEachDatabase('audit log retention', (server) => {
  it('deletes logs past each tenant’s retention, by default after 90 days', async () => {
    const { db } = server().context.database;
    const home = scopeToTenant(db, defaultTenantId);
    const other = await createOtherTenant(server());
    await upsertTenantConfig(other, logRetentionConfigKey, { retentionDays: 14 });
    await home.deleteFrom('logs').execute();
    await storeLogs(home, [1, 14, 15, 89, 91, 400]);
    await storeLogs(other, [1, 13, 15, 91]);

    expect(defaultLogRetentionDays).toBe(90);
    expect(await deleteExpiredLogs(db, now)).toBe(4);
    expect(await remainingAges(home)).toEqual([1, 14, 15, 89]);
    expect(await remainingAges(other)).toEqual([1, 13]);
    expect(await sumLogCounts(other)).toBe(2);
    expect(await deleteExpiredLogs(db, now)).toBe(0);
  });

  it('deletes in batches until nothing expired is left', async () => {
    const { db } = server().context.database;
    const home = scopeToTenant(db, defaultTenantId);
    await home.deleteFrom('logs').execute();
    await storeLogs(home, [...Array.from({ length: 5001 }, () => 100), 2]);
    expect(await deleteExpiredLogs(db, now)).toBe(5001);
    expect(await remainingAges(home)).toEqual([2]);
  });

  it('deletes nothing more once the job is stopping', async () => {
    const { db } = server().context.database;
    const home = scopeToTenant(db, defaultTenantId);
    await home.deleteFrom('logs').execute();
    await storeLogs(home, [100, 2]);
    const stopping = new AbortController();
    stopping.abort();
    expect(await deleteExpiredLogs(db, now, stopping.signal)).toBe(0);
    expect(await remainingAges(home)).toEqual([2, 100]);
  });
});
