import type { SignIn, SignUp } from '@tessera/schemas';

/** The identifiers the onboarding offers (spec 000 §2.3). */
export const onboardingIdentifiers = ['email', 'username'] as const;
export type OnboardingIdentifier = (typeof onboardingIdentifiers)[number];

export interface Authentication {
  password: boolean;
  verificationCode: boolean;
}

export interface SignInChoices {
  identifier: OnboardingIdentifier;
  authentication: Authentication;
}

/**
 * The choices after the sign-in experience form rules (spec 000 §4.11): a username signs in with
 * a password only; a verification code applies only to an email; the authentication selector is
 * never left empty (a password then).
 */
export const applyChoiceRules = ({ identifier, authentication }: SignInChoices): SignInChoices => {
  if (identifier === 'username') {
    return { identifier, authentication: { password: true, verificationCode: false } };
  }
  const isEmpty = !authentication.password && !authentication.verificationCode;
  return { identifier, authentication: isEmpty ? { ...authentication, password: true } : authentication };
};

/**
 * Sign-up and sign-in as the choices make them: the one identifier for both; a password when the
 * identifier is a username or a password was chosen; an email is always verified.
 */
export const toSignUpAndSignIn = (choices: SignInChoices): { signUp: SignUp; signIn: SignIn } => {
  const { identifier, authentication } = applyChoiceRules(choices);
  const password = identifier === 'username' || authentication.password;
  return {
    signUp: { identifiers: [identifier], password, verify: identifier === 'email' },
    signIn: {
      methods: [
        {
          identifier,
          password,
          verificationCode: identifier !== 'username' && authentication.verificationCode,
          isPasswordPrimary: true,
        },
      ],
    },
  };
};

/** The choices a stored sign-up and sign-in amount to (a new tenant's defaults, or a previous save). */
export const readChoices = (signUp: SignUp, signIn: SignIn): SignInChoices => {
  const identifier: OnboardingIdentifier = signUp.identifiers.includes('email') ? 'email' : 'username';
  const method = signIn.methods.find((item) => item.identifier === identifier);
  return applyChoiceRules({
    identifier,
    authentication: {
      password: method?.password ?? signUp.password,
      verificationCode: method?.verificationCode ?? false,
    },
  });
};
