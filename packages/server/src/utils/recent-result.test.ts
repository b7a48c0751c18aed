import { describe, expect, it, vi } from 'vitest';
import { reuseRecentResult } from './recent-result.js';

describe('reuseRecentResult', () => {
  it('shares one check between calls inside the window and checks again after it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const check = vi.fn(async () => undefined);
      const recent = reuseRecentResult(check, 1000);
      await Promise.all([recent(), recent(), recent()]);
      expect(check).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(999);
      await recent();
      expect(check).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2);
      await recent();
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares a failure inside the window, then recovers', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      let healthy = false;
      const check = vi.fn(async () => {
        if (!healthy) {
          throw new Error('down');
        }
      });
      const recent = reuseRecentResult(check, 500);
      await expect(recent()).rejects.toThrow('down');
      healthy = true;
      await expect(recent()).rejects.toThrow('down');
      vi.advanceTimersByTime(501);
      await expect(recent()).resolves.toBeUndefined();
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
