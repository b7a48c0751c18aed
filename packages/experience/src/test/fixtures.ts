import {
  defaultPasswordPolicy,
  type ExperienceConfig,
  type ExperienceInteraction,
  type WellKnownSignInExperience,
} from '@tessera/schemas';

export const configFixture = (overrides: Partial<ExperienceConfig> = {}) => ({
  tenantId: 'default',
  signInMode: 'SignInAndRegister',
  signUpIdentifiers: ['username'],
  passwordPolicy: {
    length: { min: 8, max: 256 },
    characterTypes: { min: 1 },
    rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
  },
  branding: { primaryColor: '#6139F6' },
  isFirstAdminRequired: false,
  ...overrides,
});

export const interactionFixture = (overrides: Partial<ExperienceInteraction> = {}) => ({
  uid: 'uid-1',
  prompt: 'login',
  firstScreen: 'signIn',
  client: { id: 'app-1', name: 'Acme Notes', isThirdParty: false },
  ...overrides,
});

/** The tenant's sign-in experience as `GET .well-known/sign-in-exp` answers it. */
export const signInExperienceFixture = (
  overrides: Partial<WellKnownSignInExperience> = {},
): WellKnownSignInExperience => ({
  id: 'default',
  tenantId: 'default',
  color: { primaryColor: '#6139F6', isDarkModeEnabled: true, darkPrimaryColor: '#886AF8' },
  branding: {},
  languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
  termsOfUseUrl: null,
  privacyPolicyUrl: null,
  agreeToTermsPolicy: 'Automatic',
  signIn: {
    methods: [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
    ],
  },
  signUp: { identifiers: ['username'], password: true, verify: false },
  socialSignIn: {},
  socialSignInConnectorTargets: [],
  signInMode: 'SignInAndRegister',
  customCss: null,
  customContent: {},
  customUiAssets: null,
  passwordPolicy: defaultPasswordPolicy,
  mfa: { factors: [], policy: 'UserControlled' },
  singleSignOnEnabled: false,
  forgotPassword: { email: false, phone: false },
  socialConnectors: [],
  ssoConnectors: [],
  isDevelopmentTenant: false,
  ...overrides,
});
