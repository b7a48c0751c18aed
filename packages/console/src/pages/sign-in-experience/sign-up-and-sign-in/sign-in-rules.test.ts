import type { SignUp } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { applySignUpRules, findSignInProblems, lockedMethodChoices, withSignUpIdentifiers } from './sign-in-rules';

const signUp = (identifiers: SignUp['identifiers'], password: boolean, verify = false): SignUp => ({ identifiers, password, verify });

describe('sign-in experience form rules', () => {
  it('forces a password for a username, verification for an email or phone, and neither without identifiers', () => {
    expect(applySignUpRules(signUp(['username'], false, true))).toEqual(signUp(['username'], true, false));
    expect(applySignUpRules(signUp(['email'], false, false))).toEqual(signUp(['email'], false, true));
    expect(applySignUpRules(signUp(['phone'], true, false))).toEqual(signUp(['phone'], true, true));
    expect(applySignUpRules(signUp([], true, true))).toEqual(signUp([], false, false));
  });

  it('gives every sign-up identifier a sign-in method that accepts how it signed up', () => {
    const passwordless = signUp(['email'], false, true);
    const { methods } = withSignUpIdentifiers(
      { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
      { ...passwordless, identifiers: ['email', 'username'] },
    );
    expect(methods).toEqual([
      { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
    ]);
    expect(lockedMethodChoices(methods[0]!, passwordless)).toEqual({ password: false, verificationCode: true });
  });

  it('finds what the server would refuse, on the fields it is about', () => {
    expect(findSignInProblems(signUp(['email'], false, false), { methods: [] })).toEqual({
      'signUp.password': { key: 'sign_in_experience.sign_up.authentication_required' },
      'signIn.methods': { key: 'sign_in_experience.sign_in.methods_required' },
    });
    expect(
      findSignInProblems(signUp(['email'], true, true), {
        methods: [{ identifier: 'phone', password: false, verificationCode: false, isPasswordPrimary: true }],
      }),
    ).toEqual({
      'signIn.methods': { key: 'sign_in_experience.sign_in.missing_method', identifier: 'email' },
      'signIn.methods.0.password': { key: 'sign_in_experience.sign_in.method_required' },
    });
    expect(findSignInProblems(signUp([], false), { methods: [{ identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true }] })).toEqual({});
  });
});
