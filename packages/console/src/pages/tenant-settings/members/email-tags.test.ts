import { describe, expect, it } from 'vitest';

import { addEmail, isEntryEnd, isValidEmail } from './email-tags';

describe('email tags', () => {
  it('adds trimmed, lower-case entries once, and ignores blank ones', () => {
    expect(addEmail([], '  Ada@Example.com ')).toEqual(['ada@example.com']);
    expect(addEmail(['ada@example.com'], 'ADA@example.com')).toEqual(['ada@example.com']);
    expect(addEmail(['ada@example.com'], '   ')).toEqual(['ada@example.com']);
  });

  it('keeps an invalid entry as a tag, which validation marks', () => {
    expect(addEmail([], 'not-an-email')).toEqual(['not-an-email']);
    expect(isValidEmail('not-an-email')).toBe(false);
    expect(isValidEmail('ada@example.com')).toBe(true);
  });

  it('ends an entry on space and Enter only', () => {
    expect(isEntryEnd(' ')).toBe(true);
    expect(isEntryEnd('Enter')).toBe(true);
    expect(isEntryEnd(',')).toBe(false);
    expect(isEntryEnd('a')).toBe(false);
  });
});
