import { describe, expect, it } from 'vitest';
import { createMemoryEphemeralStore } from '../../cache/ephemeral-store.js';
import { createReauthenticationStore, reauthenticationWindowMs } from './reauthentication.js';

describe('re-authentication window', () => {
  it('allows a change for 10 minutes after a verification, for that user only', async () => {
    let now = 1_000_000;
    const store = createReauthenticationStore(createMemoryEphemeralStore(), reauthenticationWindowMs, () => now);
    expect(await store.isRecent('u1')).toBe(false);
    await store.record('u1');
    now += reauthenticationWindowMs;
    expect(await store.isRecent('u1')).toBe(true);
    expect(await store.isRecent('u2')).toBe(false);
    now += 1;
    expect(await store.isRecent('u1')).toBe(false);
  });

  it('is spent by forget', async () => {
    const store = createReauthenticationStore();
    await store.record('u1');
    await store.forget('u1');
    expect(await store.isRecent('u1')).toBe(false);
  });
});
