import { describe, expect, it } from 'vitest';

import {
  hasNoSpace,
  isValidDomainName,
  isValidEmail,
  isValidHexColor,
  isValidHostname,
  isValidPhone,
  isValidPhoneInput,
  isValidUsername,
  toPhoneDigits,
} from './patterns';

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', 'x@y.z'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each([
    '',
    'plain',
    'a@b',
    '@b.co',
    'a@.co',
    'a@b.',
    'a b@c.de',
    'a@b c.de',
    'a@@b.co',
    'a@b@c.de',
  ])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('phone', () => {
  it('API form is digits only', () => {
    expect(isValidPhone('8613812345678')).toBe(true);
    expect(isValidPhone('+8613812345678')).toBe(false);
    expect(isValidPhone('138 1234')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
  it.each(['+1 (555) 010-9999', '555-0100', '+44 20 7946 0958', '(020) 7946'])(
    'form accepts %s',
    (value) => {
      expect(isValidPhoneInput(value)).toBe(true);
    },
  );
  it.each(['', '+', '---', '1+2', '555.0100', '555a', '++1'])('form rejects %j', (value) => {
    expect(isValidPhoneInput(value)).toBe(false);
  });
  it('keeps only the digits for the API', () => {
    expect(toPhoneDigits('+1 (555) 010-99')).toBe('155501099');
  });
});

describe('username', () => {
  it.each(['a', '_', 'john_doe', 'User123', '_9'])('accepts %s', (value) => {
    expect(isValidUsername(value)).toBe(true);
  });
  it.each(['', '9lives', 'john doe', 'john-doe', 'jöhn', 'a.b'])('rejects %j', (value) => {
    expect(isValidUsername(value)).toBe(false);
  });
});

it('no-space pattern refuses any whitespace', () => {
  expect(hasNoSpace('read:users')).toBe(true);
  expect(hasNoSpace('')).toBe(true);
  expect(hasNoSpace('read users')).toBe(false);
  expect(hasNoSpace('tab\there')).toBe(false);
});

describe('hex colour', () => {
  it.each(['#fff', '#FFF', '#6139F6', '#6139f6', '#000000'])('accepts %s', (value) => {
    expect(isValidHexColor(value)).toBe(true);
  });
  it.each(['fff', '#ff', '#ffff', '#fffff', '#fffffff', '#6139F6FF', '#ggg', '#12 456'])(
    'rejects %s',
    (value) => {
      expect(isValidHexColor(value)).toBe(false);
    },
  );
});

describe('hostname', () => {
  it('needs at least three labels', () => {
    expect(isValidHostname('example.com')).toBe(false);
    expect(isValidHostname('auth.example.com')).toBe(true);
    expect(isValidHostname('a.b.example.co.uk')).toBe(true);
  });
  it.each([
    '-auth.example.com',
    'auth-.example.com',
    'auth..example.com',
    'auth.example.com.',
    'au th.example.com',
  ])('rejects malformed labels: %s', (value) => {
    expect(isValidHostname(value)).toBe(false);
  });
  it('limits labels to 63 characters and names to 253', () => {
    expect(isValidHostname(`${'a'.repeat(63)}.example.com`)).toBe(true);
    expect(isValidHostname(`${'a'.repeat(64)}.example.com`)).toBe(false);
    const label = 'a'.repeat(63);
    const atLimit = `${label}.${label}.${label}.${'b'.repeat(61)}`;
    expect(atLimit).toHaveLength(253);
    expect(isValidHostname(atLimit)).toBe(true);
    expect(isValidHostname(`${atLimit}b`)).toBe(false);
  });
});

it('domain names need two labels and a letter TLD', () => {
  expect(isValidDomainName('example.com')).toBe(true);
  expect(isValidDomainName('mail.example.co.uk')).toBe(true);
  expect(isValidDomainName('localhost')).toBe(false);
  expect(isValidDomainName('10.0.0.1')).toBe(false);
});
