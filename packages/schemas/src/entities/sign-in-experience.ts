import { z } from 'zod';

import { lengthLimits } from '../constants';
import { passwordPolicyGuard } from '../password-policy/policy';
import { webUrlGuard } from '../validation/field-guards';
import { idGuard } from './common';
import {
  agreeToTermsPolicyGuard,
  colorGuard,
  customContentGuard,
  customUiAssetsGuard,
  languageInfoGuard,
  mfaGuard,
  passkeySignInGuard,
  defaultPasskeySignIn,
  signInGuard,
  signInExperienceBrandingGuard,
  signInModeGuard,
  signUpGuard,
  socialSignInGuard,
} from './sign-in-experience-parts';

const policyUrlGuard = webUrlGuard.max(lengthLimits.policyUrl);

/** The tenant's sign-in and registration experience (one per tenant). */
export const signInExperienceGuard = z.object({
  id: idGuard,
  color: colorGuard,
  branding: signInExperienceBrandingGuard,
  languageInfo: languageInfoGuard,
  termsOfUseUrl: policyUrlGuard.nullable(),
  privacyPolicyUrl: policyUrlGuard.nullable(),
  agreeToTermsPolicy: agreeToTermsPolicyGuard,
  signIn: signInGuard,
  signUp: signUpGuard,
  socialSignIn: socialSignInGuard,
  /** Targets of the social connectors offered, in display order. */
  socialSignInConnectorTargets: z.array(z.string().min(1)),
  signInMode: signInModeGuard,
  customCss: z.string().nullable(),
  /** Text shown on pages of the sign-in app, by page path. */
  customContent: customContentGuard,
  customUiAssets: customUiAssetsGuard.nullable(),
  passwordPolicy: passwordPolicyGuard,
  mfa: mfaGuard,
  singleSignOnEnabled: z.boolean(),
  /** Records saved before passkey sign-in existed read as turned off. */
  passkeySignIn: passkeySignInGuard.default(defaultPasskeySignIn),
});
export type SignInExperience = z.infer<typeof signInExperienceGuard>;

/** `PATCH /api/sign-in-exp`: any subset of the fields. */
export const signInExperiencePatchGuard = signInExperienceGuard
  .omit({ id: true })
  // Without its default: a patch that leaves passkey sign-in out must not turn it off.
  .extend({ passkeySignIn: passkeySignInGuard })
  .partial();
export type SignInExperiencePatch = z.infer<typeof signInExperiencePatchGuard>;

/** `PATCH /api/sign-in-exp?removeUnusedDemoSocialConnector=1`. */
export const signInExperiencePatchQueryGuard = z.object({
  removeUnusedDemoSocialConnector: z.enum(['0', '1', 'true', 'false']).optional(),
});
