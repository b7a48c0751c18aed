import { z } from 'zod';

import {
  darkPrimaryColorLightnessOffset,
  defaultFallbackLanguage,
  defaultLanguageAutoDetect,
  defaultPrimaryColor,
  lengthLimits,
} from '../constants';
import { brightenHexColor } from '../utils/color';
import { hexColorGuard, webUrlGuard } from '../validation/field-guards';
import { languageTagGuard } from './common';
import { signInMfaFactorGuard } from './mfa-verification';

export const colorGuard = z.object({
  primaryColor: hexColorGuard,
  isDarkModeEnabled: z.boolean(),
  darkPrimaryColor: hexColorGuard,
});
type Color = z.infer<typeof colorGuard>;

/** The sign-in app's logos and favicons: absolute web URLs, each optional. */
export const signInExperienceBrandingGuard = z.object({
  logoUrl: webUrlGuard.optional(),
  darkLogoUrl: webUrlGuard.optional(),
  favicon: webUrlGuard.optional(),
  darkFavicon: webUrlGuard.optional(),
});

export const languageInfoGuard = z.object({
  autoDetect: z.boolean(),
  fallbackLanguage: languageTagGuard,
});
type LanguageInfo = z.infer<typeof languageInfoGuard>;

const signInIdentifiers = ['username', 'email', 'phone'] as const;
const signInIdentifierGuard = z.enum(signInIdentifiers);
export type SignInIdentifier = z.infer<typeof signInIdentifierGuard>;

const signInMethodGuard = z.object({
  identifier: signInIdentifierGuard,
  password: z.boolean(),
  verificationCode: z.boolean(),
  isPasswordPrimary: z.boolean(),
});
export type SignInMethod = z.infer<typeof signInMethodGuard>;

export const signInGuard = z.object({ methods: z.array(signInMethodGuard) });
export type SignIn = z.infer<typeof signInGuard>;

/** Registration: which identifiers are collected, whether a password is set, whether it is verified. */
export const signUpGuard = z.object({
  identifiers: z.array(signInIdentifierGuard),
  password: z.boolean(),
  verify: z.boolean(),
});
export type SignUp = z.infer<typeof signUpGuard>;

export const socialSignInGuard = z.object({ automaticAccountLinking: z.boolean().optional() });
export type SocialSignIn = z.infer<typeof socialSignInGuard>;

const signInModes = ['SignIn', 'Register', 'SignInAndRegister'] as const;
export const signInModeGuard = z.enum(signInModes);
export type SignInMode = z.infer<typeof signInModeGuard>;

const agreeToTermsPolicies = ['Automatic', 'ManualRegistrationOnly', 'Manual'] as const;
export const agreeToTermsPolicyGuard = z.enum(agreeToTermsPolicies);
export type AgreeToTermsPolicy = z.infer<typeof agreeToTermsPolicyGuard>;

const mfaPolicies = ['UserControlled', 'Mandatory'] as const;
const mfaPolicyGuard = z.enum(mfaPolicies);
export type MfaPolicy = z.infer<typeof mfaPolicyGuard>;

export const mfaGuard = z.object({ factors: z.array(signInMfaFactorGuard), policy: mfaPolicyGuard });
export type Mfa = z.infer<typeof mfaGuard>;

/**
 * Passkey sign-in: a discoverable WebAuthn credential as the first and only factor. `enabled`
 * turns it on (verification steps and the enrolment offer after a password sign-in); the other
 * two say how the sign-in page offers it: a "sign in with a passkey" button, and the browser's
 * autofill (conditional UI) on the identifier field. Independent of `mfa.factors`: a tenant may
 * let users sign in with passkeys without offering security keys as a second factor.
 */
export const passkeySignInGuard = z.object({
  enabled: z.boolean().default(false),
  showPasskeyButton: z.boolean().default(false),
  allowAutofill: z.boolean().default(false),
});
export type PasskeySignIn = z.infer<typeof passkeySignInGuard>;
export const defaultPasskeySignIn: PasskeySignIn = { enabled: false, showPasskeyButton: false, allowAutofill: false };

/**
 * Pages of the sign-in app that show custom content, named by their path (the reference keys
 * `customContent` by page path too). A closed list, so a typo is refused rather than saved unseen.
 */
export const customContentPages = [
  '/sign-in',
  '/register',
  '/forgot-password',
  '/consent',
] as const;
export type CustomContentPage = (typeof customContentPages)[number];
export const isCustomContentPage = (value: string): value is CustomContentPage =>
  (customContentPages as readonly string[]).includes(value);

/** Text shown on a page of the sign-in app, by page path; plain text with a little markdown, which the sign-in app renders as text (never as HTML). */
export const customContentGuard = z.partialRecord(
  z.enum(customContentPages),
  z.string().max(lengthLimits.customContent),
);
export type CustomContent = z.infer<typeof customContentGuard>;

export const customUiAssetsGuard = z.object({ id: z.string().min(1), createdAt: z.number() });
export type CustomUiAssets = z.infer<typeof customUiAssetsGuard>;

export const defaultColor: Color = {
  primaryColor: defaultPrimaryColor,
  isDarkModeEnabled: false,
  darkPrimaryColor: brightenHexColor(defaultPrimaryColor, darkPrimaryColorLightnessOffset),
};

export const defaultLanguageInfo: LanguageInfo = {
  autoDetect: defaultLanguageAutoDetect,
  fallbackLanguage: defaultFallbackLanguage,
};
