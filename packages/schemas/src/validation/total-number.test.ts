import { describe, expect, it } from 'vitest';

import {
  isPaginatedRequest,
  MissingTotalNumberError,
  missingTotalNumberError,
  parseTotalNumber,
  readTotalNumber,
} from './total-number';

describe('Total-Number header', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    [' 7 ', 7],
  ])('reads %j', (value, expected) => {
    expect(parseTotalNumber(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', '-1', '1.5', '1e3', '99999999999999999999'])(
    'fails on %j',
    (value) => {
      expect(() => parseTotalNumber(value)).toThrow(MissingTotalNumberError);
      expect(() => parseTotalNumber(value)).toThrow(missingTotalNumberError);
    },
  );

  it('carries the error key as code', () => {
    expect(new MissingTotalNumberError().code).toBe('errors.missing_total_number');
  });

  it('reads from fetch headers', () => {
    expect(readTotalNumber(new Headers({ 'total-number': '12' }))).toBe(12);
    expect(() => readTotalNumber(new Headers())).toThrow(MissingTotalNumberError);
  });

  it('applies to requests with both page and page_size', () => {
    expect(isPaginatedRequest(new URLSearchParams('page=1&page_size=20'))).toBe(true);
    expect(isPaginatedRequest(new URLSearchParams('page=1'))).toBe(false);
    expect(isPaginatedRequest(new URLSearchParams('page_size=20'))).toBe(false);
  });
});
