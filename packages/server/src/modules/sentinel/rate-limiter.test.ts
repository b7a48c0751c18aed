import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';

describe('createRateLimiter', () => {
  const clock = () => {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('allows the limit at once, then refuses with the seconds until the next request', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, now: time.now });
    expect([1, 2, 3].map(() => limiter.take('ip').allowed)).toEqual([true, true, true]);
    expect(limiter.take('ip')).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('refills continuously over the window', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 60, now: time.now });
    for (let index = 0; index < 60; index++) {
      limiter.take('ip');
    }
    expect(limiter.take('ip').allowed).toBe(false);
    time.advance(1000);
    expect(limiter.take('ip').allowed).toBe(true);
    expect(limiter.take('ip').allowed).toBe(false);
  });

  it('keeps keys apart', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, now: time.now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('never lets a refused caller bank more than the limit', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, now: time.now });
    limiter.take('ip');
    limiter.take('ip');
    time.advance(10 * 60_000);
    expect([1, 2, 3].map(() => limiter.take('ip').allowed)).toEqual([true, true, false]);
  });
});
