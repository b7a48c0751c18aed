import { describe, expect, it } from 'vitest';
import { nextRestartDelay } from './cluster.js';

describe('nextRestartDelay', () => {
  it('replaces a worker that ran a while after half a second', () => {
    expect(nextRestartDelay(0, 60_000)).toBe(500);
    expect(nextRestartDelay(16_000, 60_000)).toBe(500);
  });

  it('doubles the delay while replacements keep dying young, up to 30 s', () => {
    const delays: number[] = [];
    let delay = 0;
    for (let crash = 0; crash < 9; crash++) {
      delay = nextRestartDelay(delay, 1_000);
      delays.push(delay);
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
