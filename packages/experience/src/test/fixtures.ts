import {
  defaultColor,
  defaultPasswordPolicy,
  defaultSignInExperience,
  defaultTenantId,
  type ExperienceConfig,
  type ExperienceInteraction,
  type WellKnownSignInExperience,
} from '@tessera/schemas';

export const configFixture = (overrides: Partial<ExperienceConfig> = {}) => ({
  tenantId: defaultTenantId,
  signInMode: 'SignInAndRegister',
  signUpIdentifiers: ['username'],
  passwordPolicy: defaultPasswordPolicy,
  branding: { primaryColor: defaultColor.primaryColor },
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

const defaults = defaultSignInExperience(defaultTenantId);

/**
 * The tenant's sign-in experience as `GET .well-known/sign-in-exp` answers it: the defaults, plus
 * a dark theme and sign-in by email, which most page tests exercise.
 */
export const signInExperienceFixture = (
  overrides: Partial<WellKnownSignInExperience> = {},
): WellKnownSignInExperience => ({
  ...defaults,
  tenantId: defaultTenantId,
  color: { ...defaultColor, isDarkModeEnabled: true },
  signIn: {
    methods: [
      ...defaults.signIn.methods,
      { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
    ],
  },
  forgotPassword: { email: false, phone: false },
  socialConnectors: [],
  ssoConnectors: [],
  isDevelopmentTenant: false,
  ...overrides,
});
