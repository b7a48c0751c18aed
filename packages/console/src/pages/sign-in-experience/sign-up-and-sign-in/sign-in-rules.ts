import type { SignIn, SignInIdentifier, SignInMethod, SignUp } from '@tessera/schemas';

/*
 * The sign-in experience form rules (spec 000 §4.11): username goes with a password only, a
 * contact identifier (email, phone) is verified by a code, and neither sign-up nor a sign-in
 * method can be left without a way to authenticate. Whoever signs up with an identifier signs in
 * with it too, the way they signed up (the server checks the same before saving).
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

/** What sign-up requires of the sign-in method of one of its identifiers. */
const requiredBySignUp = (identifier: SignInIdentifier, signUp: SignUp) => {
  const isSignUpIdentifier = signUp.identifiers.includes(identifier);
  return {
    password: isSignUpIdentifier && signUp.password,
    verificationCode: isSignUpIdentifier && !signUp.password && signUp.verify,
  };
};

/**
 * A sign-in method after a change: username is password only, sign-up's way of authenticating
 * stays on for its identifiers, and something is always left on.
 */
export const applySignInMethodRules = (method: SignInMethod, signUp: SignUp): SignInMethod => {
  if (!isContact(method.identifier)) {
    return { ...method, password: true, verificationCode: false, isPasswordPrimary: true };
  }
  const required = requiredBySignUp(method.identifier, signUp);
  const next = {
    ...method,
    password: method.password || required.password,
    verificationCode: method.verificationCode || required.verificationCode,
  };
  // The authentication selector cannot be emptied: the last choice stays.
  return next.password || next.verificationCode ? next : { ...next, password: true };
};

export const newSignInMethod = (identifier: SignInIdentifier, signUp: SignUp): SignInMethod =>
  applySignInMethodRules(
    { identifier, password: true, verificationCode: isContact(identifier), isPasswordPrimary: true },
    signUp,
  );

/** Sign-in after sign-up changed: each sign-up identifier has a method that accepts how it signed up. */
export const withSignUpIdentifiers = (signIn: SignIn, signUp: SignUp): SignIn => {
  const missing = signUp.identifiers.filter(
    (identifier) => !signIn.methods.some((method) => method.identifier === identifier),
  );
  return {
    methods: [
      ...signIn.methods.map((method) => applySignInMethodRules(method, signUp)),
      ...missing.map((identifier) => newSignInMethod(identifier, signUp)),
    ],
  };
};

/** Which choices of a sign-in method the rules fix, so the form shows them disabled. */
export const lockedMethodChoices = (method: SignInMethod, signUp: SignUp) => {
  const required = requiredBySignUp(method.identifier, signUp);
  return {
    password: !isContact(method.identifier) || required.password || (method.password && !method.verificationCode),
    verificationCode:
      !isContact(method.identifier) || required.verificationCode || (method.verificationCode && !method.password),
  };
};

export type SignInProblem =
  | {
      key:
        | 'sign_in_experience.sign_up.authentication_required'
        | 'sign_in_experience.sign_in.method_required'
        | 'sign_in_experience.sign_in.methods_required';
    }
  | { key: 'sign_in_experience.sign_in.missing_method'; identifier: SignInIdentifier };

/**
 * What the form refuses before asking the server, by form field, as phrase keys with values:
 * sign-up needs a way to authenticate, sign-in at least one method, each sign-up identifier a
 * method, and no method may be left without a choice.
 */
export const findSignInProblems = (signUp: SignUp, signIn: SignIn) => {
  const problems: Record<string, SignInProblem> = {};
  if (signUp.identifiers.length > 0 && !signUp.password && !signUp.verify) {
    problems['signUp.password'] = { key: 'sign_in_experience.sign_up.authentication_required' };
  }
  const missing = signUp.identifiers.find(
    (identifier) => !signIn.methods.some((method) => method.identifier === identifier),
  );
  if (signIn.methods.length === 0) {
    problems['signIn.methods'] = { key: 'sign_in_experience.sign_in.methods_required' };
  } else if (missing) {
    problems['signIn.methods'] = { key: 'sign_in_experience.sign_in.missing_method', identifier: missing };
  }
  signIn.methods.forEach((method, index) => {
    if (!method.password && !method.verificationCode) {
      problems[`signIn.methods.${index}.password`] = { key: 'sign_in_experience.sign_in.method_required' };
    }
  });
  return problems;
};
