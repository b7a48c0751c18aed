import { describe, expect, it } from 'vitest';

import { randomId } from './random-id';

describe('randomId', () => {
  it('answers the asked length of lowercase letters and digits, different each time', () => {
    const ids = Array.from({ length: 50 }, () => randomId(21));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-z]{21}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(randomId(8)).toHaveLength(8);
  });
});
