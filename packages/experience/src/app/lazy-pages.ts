import { lazy, type ComponentType } from 'react';

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
};

/**
 * Starts fetching the layout and the page for `path` (without the tenant prefix) at once, so
 * the page's code does not wait for the layout to render first.
 */
export const preloadRoute = (path: string) => {
  const segment = path.split('/')[1] ?? '';
  void ExperienceLayout.preload();
  void (pagesBySegment[segment] ?? ErrorPage).preload();
};
