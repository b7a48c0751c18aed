import { describe, expect, it } from 'vitest';

import { optionalPaginationQueryGuard, paginationOffset, paginationQueryGuard } from './pagination';

describe('pagination query', () => {
  it('defaults to page 1 of 20', () => {
    expect(paginationQueryGuard.parse({})).toEqual({ page: 1, page_size: 20 });
  });

  it('coerces query strings', () => {
    expect(paginationQueryGuard.parse({ page: '3', page_size: '50' })).toEqual({
      page: 3,
      page_size: 50,
    });
  });

  it.each([
    ['1', '1'],
    ['1', '100'],
    ['1000', '20'],
  ])('accepts page %s, page_size %s', (page, page_size) => {
    expect(paginationQueryGuard.safeParse({ page, page_size }).success).toBe(true);
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
    expect(paginationQueryGuard.safeParse(query).success).toBe(false);
  });

  it('leaves an optional query unset', () => {
    expect(optionalPaginationQueryGuard.parse({})).toEqual({});
    expect(optionalPaginationQueryGuard.safeParse({ page_size: '101' }).success).toBe(false);
  });

  it('computes the offset', () => {
    expect(paginationOffset({ page: 1, page_size: 20 })).toBe(0);
    expect(paginationOffset({ page: 3, page_size: 50 })).toBe(100);
  });
});
