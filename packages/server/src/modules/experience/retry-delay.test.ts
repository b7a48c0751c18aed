import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createUser } from '../users/service.js';

const password = 'Quartz-Meadow-88';

type Answer = { code: string; message: string; data?: { seconds: number } };

describeEachDatabase('experience progressive delay', (server) => {
  const db = () => server().context.database.db;

  /** Moves every recorded attempt of the tenant back in time: the wait has passed. */
  const letTimePass = (seconds: number, tenantId = 'default') =>
    db()
      .updateTable('sentinel_activities')
      .set({ created_at: sql`created_at - make_interval(secs => ${seconds})` })
      .where('tenant_id', '=', tenantId)
      .execute();

  const browserFor = async () => new AuthorizationFlow(server().url, await insertTestClient(db())).start();

  it('answers 429 with Retry-After after 5 failures, allows the next try once the wait passed, and resets on success', async () => {
    await createUser(scopeToTenant(db(), 'default'), { username: 'slowpoke', password }, { defaultRoles: true });
    await createUser(scopeToTenant(db(), 'default'), { username: 'bystander', password }, { defaultRoles: true });
    const browser = await browserFor();
    const attempt = (identifier: string, secret: string) =>
      browser.api<Answer>('POST', '/sign-in', { identifier, password: secret });

    for (let index = 0; index < 5; index++) {
      expect((await attempt('slowpoke', `wrong-${index}`)).status).toBe(422);
    }
    // Even the right password waits: the password is not checked at all.
    const tooSoon = await attempt('SlowPoke', password);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('1');
    expect(tooSoon.body).toMatchObject({ code: 'session.attempt_too_soon', data: { seconds: 1 } });
    expect(tooSoon.body.message).toBe('Too many failed attempts. Wait 1 s before trying again.');

    // Another identifier from the same browser is not slowed down.
    expect((await attempt('bystander', 'wrong')).status).toBe(422);

    await letTimePass(1);
    expect((await attempt('slowpoke', 'wrong-6')).status).toBe(422);
    // The refused attempt was not recorded; the sixth failure doubles the wait.
    const doubled = await attempt('slowpoke', 'wrong-7');
    expect(doubled.status).toBe(429);
    expect(doubled.body.data?.seconds).toBe(2);
    expect(doubled.headers.get('retry-after')).toBe('2');

    await letTimePass(2);
    const right = await attempt('slowpoke', password);
    expect(right.status).toBe(200);

    // A success ends the run: five more failures are free again.
    const next = await browserFor();
    for (let index = 0; index < 5; index++) {
      expect((await next.api('POST', '/sign-in', { identifier: 'slowpoke', password: 'nope' })).status).toBe(422);
    }
    expect((await next.api('POST', '/sign-in', { identifier: 'slowpoke', password: 'nope' })).status).toBe(429);
  });

  it('keeps tenants apart', async () => {
    await createUser(scopeToTenant(db(), 'default'), { username: 'twin', password }, { defaultRoles: true });
    const browser = await browserFor();
    for (let index = 0; index < 5; index++) {
      await browser.api('POST', '/sign-in', { identifier: 'twin', password: 'wrong' });
    }
    expect((await browser.api('POST', '/sign-in', { identifier: 'twin', password })).status).toBe(429);

    // The same identifier in the admin tenant has its own record.
    await createUser(scopeToTenant(db(), 'admin'), { username: 'twin', password }, { defaultRoles: false });
    const adminClient = await insertTestClient(db(), { tenantId: 'admin' });
    const admin = await new AuthorizationFlow(server().url, adminClient, '/t/admin').start();
    expect((await admin.api('POST', '/sign-in', { identifier: 'twin', password })).status).toBe(200);
  });
});
