import {
  defaultColor,
  defaultLanguageInfo,
  defaultPasswordPolicy,
  type SignInExperienceResponse,
} from '@tessera/schemas';

import type { MockRequest } from '../../../test/management-api-mock';

/** A tenant's sign-in experience as the server answers it: the defaults, with overrides. */
export const signInExperienceFixture = (overrides: Partial<SignInExperienceResponse> = {}): SignInExperienceResponse => ({
  tenantId: 'default',
  id: 'default',
  color: defaultColor,
  branding: {},
  languageInfo: defaultLanguageInfo,
  termsOfUseUrl: null,
  privacyPolicyUrl: null,
  agreeToTermsPolicy: 'Automatic',
  signIn: { methods: [{ identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true }] },
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
  ...overrides,
});

/** Routes of the sign-in experience pages: PATCH answers the stored record with the body applied. */
export const signInExperienceRoutes = (record = signInExperienceFixture()) => ({
  'GET /api/sign-in-exp': { body: record },
  'PATCH /api/sign-in-exp': ({ body }: MockRequest) => ({ body: { ...record, ...(body as object) } }),
  'GET /api/custom-phrases': { body: [] },
  'GET /api/connectors': { body: [] },
  'GET /api/user-assets/service-status': { status: 404, body: { message: 'Not found.', code: 'entity.not_exists_with_id' } },
});
