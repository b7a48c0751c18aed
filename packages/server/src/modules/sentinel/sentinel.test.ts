import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { assertIdentifierNotLocked, findIdentifierLockMinutes, recordPasswordAttempt } from './sentinel.js';
import { findSentinelPolicy, setSentinelPolicy } from './sentinel-policy.js';

describeEachDatabase('sentinel', (server) => {
  const scope = (tenantId = 'default') => scopeToTenant(server().context.database.db, tenantId);
  const fail = (identifier: string, now?: Date) =>
    recordPasswordAttempt(scope(), { identifier, ip: '203.0.113.7', succeeded: false }, now);

  it('uses 100 failures and 60 minutes unless the tenant sets its own policy', async () => {
    expect(await findSentinelPolicy(scope('admin'))).toEqual({ maxAttempts: 100, lockoutDurationMinutes: 60 });
  });

  it('blocks an identifier at the threshold, case-insensitively, with the minutes left', async () => {
    await setSentinelPolicy(server().context.tenantScope('default'), { maxAttempts: 3, lockoutDurationMinutes: 30 });
    expect(await fail('Alice')).toBeUndefined();
    expect(await fail('alice')).toBeUndefined();
    await assertIdentifierNotLocked(scope(), 'alice');
    expect(await fail('ALICE')).toBe(30);

    const error = await assertIdentifierNotLocked(scope(), 'alice').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: 'session.identifier_locked', status: 403, data: { minutes: 30 } });

    const in10Minutes = new Date(Date.now() + 10 * 60_000 + 1000);
    expect(await findIdentifierLockMinutes(scope(), 'alice', in10Minutes)).toBe(20);
    expect(await findIdentifierLockMinutes(scope(), 'bob')).toBeUndefined();
  });

  it('keeps the block when the right password comes in, and lifts it when it expires', async () => {
    await setSentinelPolicy(server().context.tenantScope('default'), { maxAttempts: 2, lockoutDurationMinutes: 5 });
    await fail('carol');
    await fail('carol');
    await recordPasswordAttempt(scope(), { identifier: 'carol', ip: undefined, succeeded: true });
    expect(await findIdentifierLockMinutes(scope(), 'carol')).toBe(5);

    const afterBlock = new Date(Date.now() + 5 * 60_000 + 1000);
    expect(await findIdentifierLockMinutes(scope(), 'carol', afterBlock)).toBeUndefined();
    // The failures that caused the expired block do not count toward the next one.
    expect(await fail('carol', afterBlock)).toBeUndefined();
  });

  it('keeps tenants apart', async () => {
    await setSentinelPolicy(server().context.tenantScope('default'), { maxAttempts: 1, lockoutDurationMinutes: 5 });
    await fail('dave');
    expect(await findIdentifierLockMinutes(scope(), 'dave')).toBe(5);
    expect(await findIdentifierLockMinutes(scope('admin'), 'dave')).toBeUndefined();
  });
});
