import { adminTenantId } from '../constants';
import { defaultPasswordPolicy } from '../password-policy/policy';
import type { SignInExperience } from './sign-in-experience';
import { defaultColor, defaultLanguageInfo, defaultPasskeySignIn } from './sign-in-experience-parts';

/** The only sign-in experience record of a tenant has this id, as in the reference API. */
export const signInExperienceId = 'default';

/**
 * The sign-in experience of a tenant that never saved one (spec 001 §9): the brand colour and its
 * brighter dark variant, English as fallback with auto-detection, registration by username and
 * password, sign-in by username and password. The admin tenant holds console users and is
 * sign-in only: its first administrator registers while it has no user (the server opens
 * registration for that alone). The one home of these defaults: the server reads stored records
 * over them, and the UIs' test fixtures start from them.
 */
export const defaultSignInExperience = (tenantId: string): SignInExperience => ({
  id: signInExperienceId,
  color: defaultColor,
  branding: {},
  languageInfo: defaultLanguageInfo,
  termsOfUseUrl: null,
  privacyPolicyUrl: null,
  agreeToTermsPolicy: 'Automatic',
  signIn: {
    methods: [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
    ],
  },
  signUp: { identifiers: ['username'], password: true, verify: false },
  socialSignIn: {},
  socialSignInConnectorTargets: [],
  signInMode: tenantId === adminTenantId ? 'SignIn' : 'SignInAndRegister',
  customCss: null,
  customContent: {},
  customUiAssets: null,
  passwordPolicy: defaultPasswordPolicy,
  mfa: { factors: [], policy: 'UserControlled' },
  singleSignOnEnabled: false,
  passkeySignIn: defaultPasskeySignIn,
});
