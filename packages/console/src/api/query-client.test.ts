import { describe, expect, it } from 'vitest';

import { shouldRetryQuery } from './query-client';
import { RequestError } from './request-error';

describe('shouldRetryQuery', () => {
  it('never retries missing sessions or permissions', () => {
    expect(shouldRetryQuery(0, new RequestError(401))).toBe(false);
    expect(shouldRetryQuery(0, new RequestError(403))).toBe(false);
  });

  it('retries other failures a couple of times', () => {
    expect(shouldRetryQuery(0, new RequestError(503))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('offline'))).toBe(true);
    expect(shouldRetryQuery(2, new RequestError(503))).toBe(false);
  });
});
