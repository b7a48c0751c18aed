import { describe, expect, it } from 'vitest';
import { toSearchPattern } from './search-pattern.js';

describe('search pattern (the reference API reads `search` as a LIKE pattern)', () => {
  it('keeps % as the wildcard: %keyword% is a substring search, keyword% a prefix', () => {
    expect(toSearchPattern('%ann%')).toBe('%ann%');
    expect(toSearchPattern('ann%')).toBe('ann%');
  });

  it('matches the whole value without %', () => {
    expect(toSearchPattern('ann')).toBe('ann');
  });

  it('reads _ literally', () => {
    expect(toSearchPattern('%john_doe%')).toBe('%john\\_doe%');
  });

  it('makes the character after \\ literal, and a trailing \\ matches itself', () => {
    expect(toSearchPattern('50\\%%')).toBe('50\\%%');
    expect(toSearchPattern('a\\\\b')).toBe('a\\\\b');
    expect(toSearchPattern('a\\_')).toBe('a\\_');
    expect(toSearchPattern('a\\')).toBe('a\\\\');
    expect(toSearchPattern('\\x')).toBe('x');
  });
});
