import { describe, expect, it } from 'vitest';

import { signInExperienceGuard, signInExperiencePatchGuard } from './sign-in-experience';
import { defaultColor, defaultLanguageInfo } from './sign-in-experience-parts';

const signInExperience = {
  id: 'default',
  color: defaultColor,
  branding: { logoUrl: 'https://cdn.example.com/logo.svg' },
  languageInfo: defaultLanguageInfo,
  termsOfUseUrl: null,
  privacyPolicyUrl: 'https://example.com/privacy',
  agreeToTermsPolicy: 'Automatic',
  signIn: {
    methods: [
      { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
    ],
  },
  signUp: { identifiers: ['email'], password: true, verify: true },
  socialSignIn: {},
  socialSignInConnectorTargets: ['github'],
  signInMode: 'SignInAndRegister',
  customCss: null,
  customContent: {},
  customUiAssets: null,
  passwordPolicy: {},
  mfa: { factors: ['Totp'], policy: 'UserControlled' },
  singleSignOnEnabled: false,
};

describe('sign-in experience', () => {
  it('fills the password policy defaults', () => {
    const parsed = signInExperienceGuard.parse(signInExperience);
    expect(parsed.passwordPolicy.length).toEqual({ min: 8, max: 256 });
  });

  it('defaults to the brand colour, its brighter dark variant and English', () => {
    expect(defaultColor).toEqual({
      primaryColor: '#6139F6',
      isDarkModeEnabled: false,
      darkPrimaryColor: '#886AF8',
    });
    expect(defaultLanguageInfo).toEqual({ autoDetect: true, fallbackLanguage: 'en' });
  });

  it.each([
    [{ color: { ...defaultColor, primaryColor: '#61F' } }, true],
    [{ color: { ...defaultColor, primaryColor: '#61F6' } }, false],
    [{ languageInfo: { autoDetect: true, fallbackLanguage: 'zh-Hant-TW' } }, true],
    [{ languageInfo: { autoDetect: true, fallbackLanguage: 'not a tag' } }, false],
    [{ signInMode: 'Register' }, true],
    [{ signInMode: 'Anything' }, false],
    [{ agreeToTermsPolicy: 'ManualRegistrationOnly' }, true],
    [{ mfa: { factors: ['Sms'], policy: 'Mandatory' } }, false],
    [{ signUp: { identifiers: ['fax'], password: true, verify: true } }, false],
    [{ termsOfUseUrl: 'https://example.com/terms' }, true],
    [{ passkeySignIn: { enabled: true, allowAutofill: true } }, true],
    [{ passkeySignIn: { enabled: 'yes' } }, false],
    [{ termsOfUseUrl: `https://a.io/${'t'.repeat(2049 - 13)}` }, false],
  ])('%j valid: %s', (override, valid) => {
    expect(signInExperienceGuard.safeParse({ ...signInExperience, ...override }).success).toBe(
      valid,
    );
  });

  it('patches any subset', () => {
    expect(signInExperiencePatchGuard.parse({ signInMode: 'SignIn' })).toEqual({
      signInMode: 'SignIn',
    });
    expect(signInExperiencePatchGuard.safeParse({ color: { primaryColor: 'red' } }).success).toBe(
      false,
    );
  });
});
