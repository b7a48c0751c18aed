import { describe, expect, it } from 'vitest';

import { formatRelativeTime } from './relative-time';

const now = Date.UTC(2026, 0, 10, 12, 0, 0);

describe('formatRelativeTime', () => {
  it('uses the largest unit reached, in the given language', () => {
    expect(formatRelativeTime(now - 3 * 60 * 1000, now, 'en')).toBe('3 minutes ago');
    expect(formatRelativeTime(now - 90 * 60 * 1000, now, 'en')).toBe('1 hour ago');
    expect(formatRelativeTime(now - 24 * 60 * 60 * 1000, now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(now - 2000, now, 'de')).toBe('vor 2 Sekunden');
    expect(formatRelativeTime(now, now, 'en')).toBe('now');
  });
});
