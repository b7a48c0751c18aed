import type { SignInExperience } from '@tessera/schemas';

/** How the terms show on a screen: not at all, as a notice, or as a box to tick. */
export type TermsMode = 'none' | 'notice' | 'checkbox';

/**
 * Automatic agrees by continuing (a notice); Manual asks on sign-in and registration;
 * ManualRegistrationOnly asks when creating an account and only notes it when signing in.
 * Without any link there is nothing to agree to.
 */
export const termsModeFor = (
  { agreeToTermsPolicy, termsOfUseUrl, privacyPolicyUrl }: SignInExperience,
  screen: 'signIn' | 'register' | 'forgotPassword',
): TermsMode => {
  if ((!termsOfUseUrl && !privacyPolicyUrl) || screen === 'forgotPassword') {
    return 'none';
  }
  if (agreeToTermsPolicy === 'Manual') {
    return 'checkbox';
  }
  if (agreeToTermsPolicy === 'ManualRegistrationOnly' && screen === 'register') {
    return 'checkbox';
  }
  return 'notice';
};
