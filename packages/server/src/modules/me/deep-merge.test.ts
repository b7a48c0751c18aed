import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge.js';

describe('deepMerge', () => {
  it('merges objects at any depth and lets other values replace', () => {
    const target = { a: { b: 1, c: { d: 2 } }, list: [1, 2], keep: true };
    const patch = { a: { c: { e: 3 } }, list: [3], gone: null };
    expect(deepMerge(target, patch)).toEqual({ a: { b: 1, c: { d: 2, e: 3 } }, list: [3], keep: true, gone: null });
    expect(target).toEqual({ a: { b: 1, c: { d: 2 } }, list: [1, 2], keep: true });
  });

  it('replaces an object with a scalar and a scalar with an object', () => {
    expect(deepMerge({ a: { b: 1 }, c: 1 }, { a: 'x', c: { d: 1 } })).toEqual({ a: 'x', c: { d: 1 } });
  });

  it('keeps a __proto__ key from JSON as plain data', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const merged = deepMerge({}, patch);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(merged))).toEqual(patch);
  });
});
