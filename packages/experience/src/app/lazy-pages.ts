import { lazy, type ComponentType } from 'react';

import { isPreview } from '../preview/is-preview';

/** A lazily loaded component whose code can be fetched before it first renders. */
const lazyWithPreload = <T extends ComponentType>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
};

export const ExperienceLayout = lazyWithPreload(
  async () => (await import('../layout/experience-layout')).ExperienceLayout,
);
export const SignInPage = lazyWithPreload(
  async () => (await import('../pages/sign-in/sign-in-page')).SignInPage,
);
export const RegisterPage = lazyWithPreload(
  async () => (await import('../pages/register/register-page')).RegisterPage,
);
export const ConsentPage = lazyWithPreload(
  async () => (await import('../pages/consent/consent-page')).ConsentPage,
);
export const FirstAdminPage = lazyWithPreload(
  async () => (await import('../pages/first-admin/first-admin-page')).FirstAdminPage,
);
export const DevicePage = lazyWithPreload(
  async () => (await import('../pages/device/device-page')).DevicePage,
);
export const VerificationCodePage = lazyWithPreload(
  async () =>
    (await import('../pages/verification-code/verification-code-page')).VerificationCodePage,
);
export const ForgotPasswordPage = lazyWithPreload(
  async () => (await import('../pages/forgot-password/forgot-password-page')).ForgotPasswordPage,
);
export const ResetPasswordPage = lazyWithPreload(
  async () => (await import('../pages/forgot-password/reset-password-page')).ResetPasswordPage,
);
export const SingleSignOnPage = lazyWithPreload(
  async () => (await import('../pages/single-sign-on/single-sign-on-page')).SingleSignOnPage,
);
export const SsoConnectorsPage = lazyWithPreload(
  async () => (await import('../pages/single-sign-on/sso-connectors-page')).SsoConnectorsPage,
);
export const SsoCallbackPage = lazyWithPreload(
  async () => (await import('../pages/single-sign-on/sso-callback-page')).SsoCallbackPage,
);
export const PreviewApp = lazyWithPreload(
  async () => (await import('../preview/preview-app')).PreviewApp,
);
export const SocialCallbackPage = lazyWithPreload(
  async () => (await import('../social/social-callback-page')).SocialCallbackPage,
);
export const SocialLinkPage = lazyWithPreload(
  async () => (await import('../social/social-link-page')).SocialLinkPage,
);
export const MfaVerificationPage = lazyWithPreload(
  async () => (await import('../pages/mfa/mfa-verification-page')).MfaVerificationPage,
);
export const MfaBindingPage = lazyWithPreload(
  async () => (await import('../pages/mfa/mfa-binding-page')).MfaBindingPage,
);
export const PasskeyEnrolPage = lazyWithPreload(
  async () => (await import('../pages/passkey/passkey-enrol-page')).PasskeyEnrolPage,
);
export const ErrorPage = lazyWithPreload(
  async () => (await import('../pages/error/error-page')).ErrorPage,
);

const pagesBySegment: Readonly<Record<string, { preload: () => Promise<unknown> }>> = {
  '': SignInPage,
  'sign-in': SignInPage,
  register: RegisterPage,
  consent: ConsentPage,
  'first-admin': FirstAdminPage,
  device: DevicePage,
  'forgot-password': ForgotPasswordPage,
  callback: {
    preload: () => Promise.all([SocialCallbackPage.preload(), SsoCallbackPage.preload()]),
  },
  social: SocialLinkPage,
};

/**
 * Starts fetching the layout and the page for `path` (without the tenant prefix) at once, so
 * the page's code does not wait for the layout to render first.
 */
export const preloadRoute = (path: string, search = '') => {
  if (isPreview(search)) {
    void PreviewApp.preload();
    return;
  }
  const segment = path.split('/')[1] ?? '';
  void ExperienceLayout.preload();
  void (pagesBySegment[segment] ?? ErrorPage).preload();
};
