import type { ExperienceIdentifierType, SignInExperience } from '@tessera/schemas';

type Methods = SignInExperience['signIn']['methods'];

/** How the sign-in form proves the identifier: a password, or a code sent to it. */
export type SignInWay = 'password' | 'code';

/** The identifier kinds a way of signing in accepts, in the tenant's order. */
export const identifiersFor = (methods: Methods, way: SignInWay): ExperienceIdentifierType[] =>
  methods
    .filter((method) =>
      way === 'password'
        ? method.password
        : // No code can be sent to a username.
          method.verificationCode && method.identifier !== 'username',
    )
    .map((method) => method.identifier);

/**
 * The way the form starts with: a password when some identifier signs in with a password
 * first (its only way, or its primary one), otherwise a code.
 */
export const primaryWay = (methods: Methods): SignInWay => {
  const passwordFirst = methods.some(
    (method) =>
      method.password &&
      (method.isPasswordPrimary || !method.verificationCode || method.identifier === 'username'),
  );
  return passwordFirst || identifiersFor(methods, 'code').length === 0 ? 'password' : 'code';
};

/** The other way, when the tenant offers one: the "sign in with … instead" switch. */
export const alternativeWay = (methods: Methods, way: SignInWay): SignInWay | undefined => {
  const other: SignInWay = way === 'password' ? 'code' : 'password';
  return identifiersFor(methods, other).length > 0 ? other : undefined;
};
