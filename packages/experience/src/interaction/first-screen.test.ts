import { describe, expect, it } from 'vitest';

import { resolveScreen } from './first-screen';

const base = {
  current: 'signIn',
  signInMode: 'SignInAndRegister',
  firstScreenParam: null,
  interactionFirstScreen: 'signIn',
  isUserChoice: false,
} as const;

describe('resolveScreen', () => {
  it('moves from sign-in to register when the interaction starts with register', () => {
    expect(resolveScreen({ ...base, interactionFirstScreen: 'register' })).toBe('register');
    expect(resolveScreen({ ...base, current: 'register' })).toBe('register');
  });

  it('follows first_screen', () => {
    expect(resolveScreen({ ...base, firstScreenParam: 'register' })).toBe('register');
    expect(resolveScreen({ ...base, current: 'register', firstScreenParam: 'sign_in' })).toBe(
      'signIn',
    );
  });

  it('keeps the screen a user switched to', () => {
    expect(resolveScreen({ ...base, interactionFirstScreen: 'register', isUserChoice: true })).toBe(
      'signIn',
    );
  });

  it('never shows a screen the sign-in mode closes', () => {
    expect(resolveScreen({ ...base, current: 'register', signInMode: 'SignIn' })).toBe('signIn');
    expect(resolveScreen({ ...base, signInMode: 'SignIn', firstScreenParam: 'register' })).toBe(
      'signIn',
    );
    expect(resolveScreen({ ...base, signInMode: 'Register', isUserChoice: true })).toBe('register');
  });
});
