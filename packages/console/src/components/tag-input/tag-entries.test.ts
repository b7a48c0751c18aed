import { describe, expect, it } from 'vitest';

import { addTagEntries, trimEntry } from './tag-entries';

const lowerCase = (entry: string) => entry.trim().toLowerCase();

describe('tag entries', () => {
  it('adds each entry of a pasted text once, whatever its case, and reports the repeated ones', () => {
    expect(
      addTagEntries(
        ['ann@example.com'],
        '  ANN@example.com bob@example\tcy@example.org cy@example.org ',
        { normalize: trimEntry },
      ),
    ).toEqual({
      values: ['ann@example.com', 'bob@example', 'cy@example.org'],
      duplicates: ['ANN@example.com', 'cy@example.org'],
    });
  });

  it('keeps invalid entries and drops blank ones, as the normalizer makes them', () => {
    expect(addTagEntries([], ' Not_A_Domain   ', { normalize: lowerCase })).toEqual({
      values: ['not_a_domain'],
      duplicates: [],
    });
    expect(addTagEntries(['a.test'], '   ', { normalize: lowerCase })).toEqual({
      values: ['a.test'],
      duplicates: [],
    });
  });

  it('splits on the one-character keys that end an entry, and only on those', () => {
    const normalize = trimEntry;
    expect(
      addTagEntries([], 'a.test,b.test', { normalize, entryEndKeys: ['Enter', ' ', ','] }).values,
    ).toEqual(['a.test', 'b.test']);
    expect(addTagEntries([], 'a.test,b.test', { normalize }).values).toEqual(['a.test,b.test']);
    // A key with a meaning in a character class is taken literally.
    expect(addTagEntries([], 'a]b^c', { normalize, entryEndKeys: [']', '^'] }).values).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
