import { describe, expect, it } from 'vitest';

import { paginationOffset, paginationQuery } from './pagination';

describe('pagination query', () => {
  it('defaults to page 1 of 20', () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, page_size: 20 });
  });

  it('coerces query strings', () => {
    expect(paginationQuery.parse({ page: '3', page_size: '50' })).toEqual({
      page: 3,
      page_size: 50,
    });
  });

  it.each([
    ['1', '1'],
    ['1', '100'],
    ['1000', '20'],
  ])('accepts page %s, page_size %s', (page, page_size) => {
    expect(paginationQuery.safeParse({ page, page_size }).success).toBe(true);
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'abc' },
    { page: '' },
    { page_size: '0' },
    { page_size: '101' },
    { page_size: '2.5' },
  ])('rejects %j', (query) => {
    expect(paginationQuery.safeParse(query).success).toBe(false);
  });

  it('computes the offset', () => {
    expect(paginationOffset({ page: 1, page_size: 20 })).toBe(0);
    expect(paginationOffset({ page: 3, page_size: 50 })).toBe(100);
  });
});
