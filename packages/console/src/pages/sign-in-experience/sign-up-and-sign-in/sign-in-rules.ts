import type { SignIn, SignInIdentifier, SignInMethod, SignUp } from '@tessera/schemas';

/*
 * The sign-in experience form rules (spec 000 §4.11): username goes with a password only, a
 * contact identifier (email, phone) is verified by a code, and neither sign-up nor a sign-in
 * method can be left without a way to authenticate.
 */

export const signInIdentifiers: readonly SignInIdentifier[] = ['username', 'email', 'phone'];

const isContact = (identifier: SignInIdentifier) => identifier !== 'username';

/**
 * Sign-up after a change, with what the rules force: a username needs a password, an email or
 * phone is verified, and only a contact identifier can be verified at all.
 */
export const applySignUpRules = (signUp: SignUp): SignUp => {
  const hasUsername = signUp.identifiers.includes('username');
  const hasContact = signUp.identifiers.some(isContact);
  return {
    identifiers: signUp.identifiers,
    password: hasUsername || (signUp.identifiers.length > 0 && signUp.password),
    verify: hasContact,
  };
};

/** Which sign-up choices the rules fix, so the form shows them checked and disabled. */
export const lockedSignUpChoices = (signUp: SignUp) => ({
  password: signUp.identifiers.includes('username') || signUp.identifiers.length === 0,
  verify: true,
});

/** A sign-in method after a change: username is password only; something is always left on. */
export const applySignInMethodRules = (method: SignInMethod): SignInMethod => {
  if (!isContact(method.identifier)) {
    return { ...method, password: true, verificationCode: false, isPasswordPrimary: true };
  }
  if (!method.password && !method.verificationCode) {
    // The authentication selector cannot be emptied: the last choice stays.
    return { ...method, password: true };
  }
  return method;
};

export const newSignInMethod = (identifier: SignInIdentifier): SignInMethod =>
  applySignInMethodRules({
    identifier,
    password: true,
    verificationCode: isContact(identifier),
    isPasswordPrimary: true,
  });

/** Sign-in after the sign-up identifiers changed: each one gains a sign-in method if it had none. */
export const withSignUpIdentifiers = (signIn: SignIn, signUp: SignUp): SignIn => {
  const missing = signUp.identifiers.filter(
    (identifier) => !signIn.methods.some((method) => method.identifier === identifier),
  );
  return { methods: [...signIn.methods, ...missing.map(newSignInMethod)] };
};

/** Why a sign-in method's choice cannot change (it is locked by the rules), if it cannot. */
export const lockedMethodChoices = (method: SignInMethod) => ({
  password: !isContact(method.identifier) || (method.password && !method.verificationCode),
  verificationCode: !isContact(method.identifier) || (method.verificationCode && !method.password),
});

export type SignInProblem =
  | { key: 'sign_in_experience.sign_up.authentication_required' | 'sign_in_experience.sign_in.method_required' }
  | { key: 'sign_in_experience.sign_in.missing_method'; identifier: SignInIdentifier };

/**
 * What the form refuses before asking the server, by form field, as phrase keys with values.
 * Each sign-up identifier needs a sign-in method, and no method may be left without a choice.
 */
export const findSignInProblems = (signUp: SignUp, signIn: SignIn) => {
  const problems: Record<string, SignInProblem> = {};
  if (signUp.identifiers.length > 0 && !signUp.password && !signUp.verify) {
    problems['signUp.password'] = { key: 'sign_in_experience.sign_up.authentication_required' };
  }
  const missing = signUp.identifiers.find(
    (identifier) => !signIn.methods.some((method) => method.identifier === identifier),
  );
  if (missing) {
    problems['signIn.methods'] = { key: 'sign_in_experience.sign_in.missing_method', identifier: missing };
  }
  signIn.methods.forEach((method, index) => {
    if (!method.password && !method.verificationCode) {
      problems[`signIn.methods.${index}.password`] = { key: 'sign_in_experience.sign_in.method_required' };
    }
  });
  return problems;
};
