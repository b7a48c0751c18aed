import { describe, expect, it } from 'vitest';

import { toPageQuery, toSearchPattern } from './list-query';

describe('list query', () => {
  it('searches for what the box holds anywhere in a field (reference `%keyword%`)', () => {
    expect(toPageQuery({ page: 2, search: 'ann' })).toMatchObject({ page: 2, search: '%ann%' });
    expect(toPageQuery({ page: 1, search: '' }).search).toBeUndefined();
  });

  it('keeps a typed percent sign or backslash literal', () => {
    expect(toSearchPattern('50%')).toBe('%50\\%%');
    expect(toSearchPattern('a\\b')).toBe('%a\\\\b%');
    expect(toSearchPattern('john_doe')).toBe('%john_doe%');
  });
});
