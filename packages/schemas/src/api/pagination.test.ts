import { describe, expect, it } from 'vitest';

import { maxPage, pageOf, paginationOffset, paginationQuery } from './pagination';

describe('pagination query', () => {
  it('asks for every row without page and page_size, as the reference API does', () => {
    expect(paginationQuery.parse({})).toEqual({});
    expect(pageOf({})).toBeUndefined();
    expect(paginationOffset({})).toBe(0);
  });

  it('defaults the missing half to page 1 of 20 (reference koa pagination)', () => {
    expect(pageOf({ page: 2 })).toEqual({ page: 2, size: 20 });
    expect(pageOf({ page_size: 5 })).toEqual({ page: 1, size: 5 });
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
    { page: String(maxPage + 1) },
    { page: '461168601842738790' },
    { page: '1e400' },
  ])('rejects %j', (query) => {
    expect(paginationQuery.safeParse(query).success).toBe(false);
  });

  it('serves pages up to the last one whose offset is an exact integer', () => {
    const last = paginationQuery.parse({ page: String(maxPage), page_size: '100' });
    expect(Number.isSafeInteger(paginationOffset(last))).toBe(true);
  });

  it('computes the offset', () => {
    expect(paginationOffset({ page: 1, page_size: 20 })).toBe(0);
    expect(paginationOffset({ page: 3, page_size: 50 })).toBe(100);
    expect(paginationOffset({ page: 3 })).toBe(40);
  });
});
