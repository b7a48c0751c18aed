import { describe, expect, it } from 'vitest';

import { applyChoiceRules, readChoices, toSignUpAndSignIn } from './onboarding-sign-in';

describe('onboarding sign-in choices (spec 000 §4.11)', () => {
  it('turns a username into password-only sign-in, dropping a chosen verification code', () => {
    const { signUp, signIn } = toSignUpAndSignIn({
      identifier: 'username',
      authentication: { password: false, verificationCode: true },
    });
    expect(signUp).toEqual({ identifiers: ['username'], password: true, verify: false });
    expect(signIn.methods).toEqual([{ identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true }]);
  });

  it('always verifies an email, and keeps a code-only sign-in without a password', () => {
    const { signUp, signIn } = toSignUpAndSignIn({
      identifier: 'email',
      authentication: { password: false, verificationCode: true },
    });
    expect(signUp).toEqual({ identifiers: ['email'], password: false, verify: true });
    expect(signIn.methods[0]).toMatchObject({ password: false, verificationCode: true });
  });

  it('never leaves the authentication selector empty', () => {
    expect(applyChoiceRules({ identifier: 'email', authentication: { password: false, verificationCode: false } })).toEqual({
      identifier: 'email',
      authentication: { password: true, verificationCode: false },
    });
  });

  it('reads back the choices it wrote', () => {
    const choices = { identifier: 'email' as const, authentication: { password: true, verificationCode: true } };
    const { signUp, signIn } = toSignUpAndSignIn(choices);
    expect(readChoices(signUp, signIn)).toEqual(choices);
  });
});
