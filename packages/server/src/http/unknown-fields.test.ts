import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { findUnknownFields } from './unknown-fields.js';

describe('unknown body fields (refused by name, never dropped)', () => {
  const body = z.object({
    name: z.string(),
    profile: z.object({ nickname: z.string(), address: z.object({ city: z.string() }).partial() }).partial().optional(),
    tags: z.array(z.object({ key: z.string() })).optional(),
    customData: z.record(z.string(), z.unknown()).optional(),
  });

  it('names top-level and nested fields the schema does not declare', () => {
    expect(findUnknownFields(body, { name: 'a', extra: 1 })).toEqual(['extra']);
    expect(findUnknownFields(body, { name: 'a', profile: { nick: 'x', address: { town: 'y' } } })).toEqual([
      'profile.nick',
      'profile.address.town',
    ]);
    expect(findUnknownFields(body, { tags: [{ key: 'k' }, { key: 'k', value: 'v' }] })).toEqual(['tags.1.value']);
  });

  it('accepts any key in records and loose objects, and declared fields only otherwise', () => {
    expect(findUnknownFields(body, { name: 'a', customData: { anything: { deep: true } } })).toEqual([]);
    expect(findUnknownFields(z.looseObject({ a: z.string() }), { b: 1 })).toEqual([]);
    expect(findUnknownFields(body, { name: 'a', profile: { nickname: 'n' } })).toEqual([]);
  });

  it('reads through refinements, pipes, defaults and unions', () => {
    const refined = body.refine(() => true).default({ name: 'x' });
    expect(findUnknownFields(refined, { name: 'a', extra: 1 })).toEqual(['extra']);
    expect(findUnknownFields(z.preprocess((value) => value, body), { extra: 1 })).toEqual(['extra']);
    const union = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), alpha: z.string() }),
      z.object({ kind: z.literal('b'), beta: z.string() }),
    ]);
    expect(findUnknownFields(union, { kind: 'b', beta: 'x' })).toEqual([]);
    expect(findUnknownFields(union, { kind: 'b', beta: 'x', gamma: 1 })).toEqual(['gamma']);
  });
});
