import { defaultTenantId } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { DomainEvent } from '../../events/domain-events.js';
import { createLogger } from '../../logger.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createAuditRecorder } from './recorder.js';

const at = new Date('2025-01-02T03:04:05.000Z');

const signIn = (userId: string): DomainEvent => ({
  name: 'interaction.submitted',
  tenantId: defaultTenantId,
  data: { event: 'SignIn', step: 'Submit', result: 'Success', userId, params: { identifier: userId, password: 'x' }, at },
});

const exchange = (tokenCount: number): DomainEvent => ({
  name: 'token.exchanged',
  tenantId: defaultTenantId,
  data: { grantType: 'refresh_token', result: 'Success', ip: '127.0.0.1', userId: 'rec1', params: { refresh_token: 'r' }, tokenCount, at },
});

describeEachDatabase('audit recorder', (server) => {
  it('queues records until its batch is due and writes them all on close', async () => {
    const { db } = server().context.database;
    const scope = scopeToTenant(db, defaultTenantId);
    // A batch that neither fills nor comes due during the test: only close writes it.
    const recorder = createAuditRecorder(db, createLogger('silent'), { maxItems: 1000, intervalMs: 3_600_000 });
    for (const event of [signIn('rec1'), signIn('rec1'), signIn('rec2'), exchange(2), exchange(1)]) {
      recorder.listener(event);
    }
    const logsAt = () => scope.selectFrom('logs').select(['key', 'payload']).where('created_at', '=', at).execute();
    expect(await logsAt()).toEqual([]);

    await recorder.close();
    const logs = await logsAt();
    expect(logs.map((log) => log.key).sort()).toEqual([
      'ExchangeTokenBy.RefreshToken',
      'ExchangeTokenBy.RefreshToken',
      'Interaction.SignIn.Submit',
      'Interaction.SignIn.Submit',
      'Interaction.SignIn.Submit',
    ]);
    expect(JSON.stringify(logs)).not.toMatch(/"password":"x"|"refresh_token":"r"/);
    const active = await scope.selectFrom('daily_active_users').select('user_id').where('date', '=', '2025-01-02').orderBy('user_id').execute();
    expect(active.map((row) => row.user_id)).toEqual(['rec1', 'rec2']);
    const usage = await scope.selectFrom('daily_token_usage').select('count').where('date', '=', '2025-01-02').executeTakeFirst();
    expect(Number(usage?.count)).toBe(3);
  });

  it('adds to a day’s token count and keeps one active-user row per user and day across batches', async () => {
    const { db } = server().context.database;
    const scope = scopeToTenant(db, defaultTenantId);
    const recorder = createAuditRecorder(db, createLogger('silent'), { maxItems: 1, intervalMs: 3_600_000 });
    recorder.listener(exchange(4));
    recorder.listener(signIn('rec1'));
    await recorder.close();
    const usage = await scope.selectFrom('daily_token_usage').select('count').where('date', '=', '2025-01-02').executeTakeFirst();
    expect(Number(usage?.count)).toBe(7);
    const active = await scope.selectFrom('daily_active_users').select('user_id').where('date', '=', '2025-01-02').execute();
    expect(active).toHaveLength(2);
  });
});
