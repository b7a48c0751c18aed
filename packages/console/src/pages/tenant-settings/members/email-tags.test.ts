import { describe, expect, it } from 'vitest';

import { isValidEmail, normalizeEmail } from './email-tags';

describe('email tags', () => {
  it('turns an entry into a trimmed, lower-case address', () => {
    expect(normalizeEmail('  Ada@Example.com ')).toBe('ada@example.com');
    expect(normalizeEmail('   ')).toBe('');
  });

  it('checks each address as the server does', () => {
    expect(isValidEmail('not-an-email')).toBe(false);
    expect(isValidEmail('ada@example.com')).toBe(true);
  });
});
