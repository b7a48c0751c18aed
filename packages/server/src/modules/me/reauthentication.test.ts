import { describe, expect, it } from 'vitest';
import { createReauthenticationStore, reauthenticationWindowMs } from './reauthentication.js';

describe('re-authentication window', () => {
  it('allows a change for 10 minutes after a verification, for that user only', () => {
    let now = 1_000_000;
    const store = createReauthenticationStore(reauthenticationWindowMs, () => now);
    expect(store.isRecent('u1')).toBe(false);
    store.record('u1');
    now += reauthenticationWindowMs;
    expect(store.isRecent('u1')).toBe(true);
    expect(store.isRecent('u2')).toBe(false);
    now += 1;
    expect(store.isRecent('u1')).toBe(false);
  });

  it('is spent by forget', () => {
    const store = createReauthenticationStore();
    store.record('u1');
    store.forget('u1');
    expect(store.isRecent('u1')).toBe(false);
  });
});
