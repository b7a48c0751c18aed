import type { ConsoleSignInConfig } from '@tessera/schemas';

import type { AuthClient } from './auth-client';
import type * as OidcAuthClientModule from './oidc-auth-client';
import type { SignInResource } from './sign-in-resources';

let oidcModule: Promise<typeof OidcAuthClientModule> | undefined;
const loadOidcModule = () => (oidcModule ??= import('./oidc-auth-client'));

/**
 * Starts loading the OpenID Connect library. The app calls this on start, so the library loads
 * while the console config is fetched instead of weighing on the first load (~17 KB gzip).
 */
export const preloadOidcAuthClient = () => {
  void loadOidcModule();
};

/** The OIDC client of `oidc-auth-client.ts`, each call waiting for the library to arrive. */
export const createLazyOidcAuthClient = (
  config: ConsoleSignInConfig,
  otherResources: readonly SignInResource[] = [],
): AuthClient => {
  const ready = loadOidcModule().then(({ createOidcAuthClient }) => createOidcAuthClient(config, otherResources));
  return {
    getSession: async () => (await ready).getSession(),
    getAccessToken: async () => (await ready).getAccessToken(),
    getResourceAccessToken: async (resource) => (await ready).getResourceAccessToken(resource),
    getOrganizationToken: async (organizationId) => (await ready).getOrganizationToken(organizationId),
    forgetOrganizationToken: (organizationId) => void ready.then((client) => client.forgetOrganizationToken(organizationId)),
    signIn: async (options) => (await ready).signIn(options),
    completeSignIn: async (url) => (await ready).completeSignIn(url),
    signOut: async () => (await ready).signOut(),
    forgetSession: async () => (await ready).forgetSession(),
    onSessionChange: (listener) => {
      let unsubscribe: (() => void) | undefined;
      let isCancelled = false;
      void ready.then((client) => {
        if (!isCancelled) {
          unsubscribe = client.onSessionChange(listener);
        }
      });
      return () => {
        isCancelled = true;
        unsubscribe?.();
      };
    },
  };
};
