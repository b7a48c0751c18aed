import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { emailHashOf, normalizeEmailForHash } from './email-hash';

describe('normalizeEmailForHash', () => {
  it.each([
    ['Jane.Doe@Example.com', 'janedoe@example.com'],
    ['jane.doe+newsletter@example.com', 'janedoe@example.com'],
    ['J.a.n.e+a+b@mail.example.co.uk', 'jane@mail.example.co.uk'],
    ['  plain@example.org ', 'plain@example.org'],
  ])('%s → %s', (email, normalized) => {
    expect(normalizeEmailForHash(email)).toBe(normalized);
  });

  it('keeps the dots of the domain', () => {
    expect(normalizeEmailForHash('a.b@sub.example.com')).toBe('ab@sub.example.com');
  });
});

describe('emailHashOf', () => {
  it('is the SHA-256 hex of the normalized email, the same for every spelling of one address', async () => {
    const expected = createHash('sha256').update('janedoe@example.com').digest('hex');
    expect(await emailHashOf('Jane.Doe+ads@EXAMPLE.com')).toBe(expected);
    expect(await emailHashOf('janedoe@example.com')).toBe(expected);
  });
});
