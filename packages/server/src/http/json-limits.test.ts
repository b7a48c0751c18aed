import { describe, expect, it } from 'vitest';
import { findTooDeep } from './json-limits.js';

describe('JSON nesting bound', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level += 1) {
      value = { n: value };
    }
    return value;
  };

  it('accepts values up to the bound and names where a deeper one goes too far', () => {
    expect(findTooDeep(nested(3), 3)).toBeUndefined();
    expect(findTooDeep(nested(4), 3)).toBe('n.n.n');
    expect(findTooDeep({ ok: [1, 2], list: [[[[]]]] }, 3)).toBe('list.0.0');
    expect(findTooDeep('text', 0)).toBeUndefined();
    expect(findTooDeep({}, 0)).toBe('(root)');
  });

  it('checks nesting far deeper than the call stack allows', () => {
    expect(findTooDeep(nested(200_000))).toBe(Array.from({ length: 64 }, () => 'n').join('.'));
  });
});
