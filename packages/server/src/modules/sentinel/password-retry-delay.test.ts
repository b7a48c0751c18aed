import { describe, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findPasswordRetryWaitSeconds, passwordRetryDelay, retryDelaySeconds } from './password-retry-delay.js';
import { recordPasswordAttempt } from './sentinel.js';

describe('retryDelaySeconds', () => {
  it('is free for 5 failures, then doubles from 1 s up to the cap', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 40].map((failures) => retryDelaySeconds(failures))).toEqual([
      0, 1, 2, 4, 8, 16, 30, 30, 30,
    ]);
    expect(passwordRetryDelay.maxSeconds).toBe(30);
  });
});

describeEachDatabase('password retry wait', (server) => {
  const scope = (tenantId = 'default') => scopeToTenant(server().context.database.db, tenantId);
  const record = (identifier: string, succeeded = false) =>
    recordPasswordAttempt(scope(), { identifier, ip: '198.51.100.4', succeeded });
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

  it('derives the wait from the recorded run of failures, with an injected clock', async () => {
    for (let index = 0; index < 5; index++) {
      expect(await findPasswordRetryWaitSeconds(scope(), 'erin')).toBeUndefined();
      await record('erin');
    }
    expect(await findPasswordRetryWaitSeconds(scope(), 'Erin')).toBe(1);
    expect(await findPasswordRetryWaitSeconds(scope(), 'erin', later(1.1))).toBeUndefined();
    for (let index = 0; index < 10; index++) {
      await record('erin');
    }
    expect(await findPasswordRetryWaitSeconds(scope(), 'erin')).toBe(30);
    expect(await findPasswordRetryWaitSeconds(scope(), 'erin', later(29.5))).toBe(1);
    // Another identifier and another tenant are unaffected.
    expect(await findPasswordRetryWaitSeconds(scope(), 'frank')).toBeUndefined();
    expect(await findPasswordRetryWaitSeconds(scope('admin'), 'erin')).toBeUndefined();
    // A run older than the window is forgotten.
    expect(await findPasswordRetryWaitSeconds(scope(), 'erin', later(15 * 60 + 1))).toBeUndefined();

    await record('erin', true);
    expect(await findPasswordRetryWaitSeconds(scope(), 'erin')).toBeUndefined();
  });
});
