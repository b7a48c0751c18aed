import { describe, expect, it } from 'vitest';

import { parseIdentifier } from './identifier';
import { alternativeWay, identifiersFor, primaryWay } from './sign-in-methods';

const method = (
  identifier: 'username' | 'email' | 'phone',
  password: boolean,
  verificationCode: boolean,
  isPasswordPrimary = true,
) => ({ identifier, password, verificationCode, isPasswordPrimary });

describe('sign-in ways', () => {
  it('starts with a password and offers a code instead when both are on', () => {
    const methods = [method('email', true, true)];
    expect(primaryWay(methods)).toBe('password');
    expect(alternativeWay(methods, 'password')).toBe('code');
    expect(alternativeWay(methods, 'code')).toBe('password');
  });

  it('starts with a code when the code is primary or the only way', () => {
    expect(primaryWay([method('email', true, true, false)])).toBe('code');
    expect(primaryWay([method('phone', false, true)])).toBe('code');
    expect(alternativeWay([method('phone', false, true)], 'code')).toBeUndefined();
  });

  it('never sends a code to a username', () => {
    const methods = [method('username', true, true), method('email', false, true)];
    expect(identifiersFor(methods, 'code')).toEqual(['email']);
    expect(identifiersFor(methods, 'password')).toEqual(['username']);
  });
});

describe('parseIdentifier', () => {
  it('tells the kind of a value from the kinds allowed', () => {
    const all = ['username', 'email', 'phone'] as const;
    expect(parseIdentifier(' ada ', all)).toEqual({ type: 'username', value: 'ada' });
    expect(parseIdentifier('ada@example.com', all)).toEqual({
      type: 'email',
      value: 'ada@example.com',
    });
    expect(parseIdentifier('+1 (555) 010-99', all)).toEqual({ type: 'phone', value: '155501099' });
  });

  it('refuses a value of a kind that is not allowed', () => {
    expect(parseIdentifier('ada', ['email', 'phone'])).toBeUndefined();
    expect(parseIdentifier('ada@example.com', ['username'])).toBeUndefined();
    expect(parseIdentifier('', ['username'])).toBeUndefined();
  });
});
