import {
  consoleBasePath,
  organizationIdParameter,
  organizationsResource,
  type ConsoleSignInConfig,
} from '@tessera/schemas';
import { UserManager, WebStorageStateStore, type User, type UserProfile } from 'oidc-client-ts';

import type { AuthClient, AuthSession, SignInOptions } from './auth-client';
import { oidcStoragePrefix } from './clear-tokens';
import { createResourceTokenCache, type ResourceToken } from './resource-token-cache';
import type { SignInResource } from './sign-in-resources';

/** Renew this long before the access token expires (also oidc-client-ts' timer for automatic renewal). */
const renewMarginSeconds = 60;
const renewLockName = 'tessera-console:token-renewal';

const isDue = (user: User) => user.expires_in !== undefined && user.expires_in <= renewMarginSeconds;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const toSession = ({ profile }: { profile: UserProfile }): AuthSession => ({
  claims: {
    sub: profile.sub,
    name: text(profile.name),
    username: text(profile.username),
    email: text(profile.email),
    picture: text(profile.picture),
  },
});

/** Runs `task` while holding a lock shared by every tab of the console (when the browser has locks). */
const withRenewLock = async <T>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? await navigator.locks.request(renewLockName, task) : task();

/**
 * Refresh tokens rotate: a token used twice revokes the whole grant. Tabs share the stored
 * session (local storage), so renewal is serialised across tabs, and a tab that finds the
 * session already renewed by another uses it instead of spending the refresh token again.
 */
class ConsoleUserManager extends UserManager {
  override async signinSilent(...args: Parameters<UserManager['signinSilent']>) {
    return withRenewLock(async () => {
      const stored = await this.getUser();
      if (stored && !isDue(stored)) {
        // Re-arms this tab's renewal timer for the token another tab fetched.
        return this.getUser(true);
      }
      return super.signinSilent(...args);
    });
  }

  /**
   * A token for another resource of the grant, from the stored refresh token. The session keeps
   * its own access token; only the rotated refresh token replaces the spent one, under the same
   * lock as renewals, so no tab spends a refresh token twice.
   */
  async fetchResourceToken(
    resource: string | undefined,
    scope: string,
    extraTokenParams?: Record<string, string>,
  ): Promise<ResourceToken | undefined> {
    return withRenewLock(async () => {
      const user = await this.getUser();
      if (!user?.refresh_token) {
        return undefined;
      }
      const response = await this._client.useRefreshToken({
        state: {
          refresh_token: user.refresh_token,
          id_token: user.id_token,
          session_state: user.session_state,
          scope,
          profile: user.profile,
        },
        resource,
        extraTokenParams,
      });
      if (response.refresh_token) {
        user.refresh_token = response.refresh_token;
        await this.storeUser(user);
      }
      return { accessToken: response.access_token, expiresAt: response.expires_at };
    });
  }
}

/**
 * The console's OpenID Connect client (authorization code with PKCE, public client).
 *
 * - The session is kept in local storage, so a reload or a second tab stays signed in.
 * - `resource` goes on the authorization request and on the code exchange, so the access token's
 *   audience is the Management API; renewals reuse the granted resource.
 * - `otherResources` (the cloud API in cloud) are asked for at sign-in too; their tokens come from
 *   the refresh token on demand (`getResourceAccessToken`).
 * - Tokens are renewed with the refresh token before they expire (`automaticSilentRenew`).
 * - `prompt=login consent` as spec 000 §4.1 asks.
 */
export const createOidcAuthClient = (
  config: ConsoleSignInConfig,
  otherResources: readonly SignInResource[] = [],
  origin = window.location.origin,
): AuthClient => {
  const scopes = [...new Set([...config.scopes, ...otherResources.flatMap(({ scopes }) => scopes)])];
  const manager = new ConsoleUserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${consoleBasePath}/callback`,
    post_logout_redirect_uri: `${origin}${consoleBasePath}`,
    response_type: 'code',
    scope: scopes.join(' '),
    prompt: 'login consent',
    resource: [config.resource, ...otherResources.map(({ resource }) => resource)],
    extraTokenParams: { resource: config.resource },
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: renewMarginSeconds,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.localStorage, prefix: oidcStoragePrefix }),
    stateStore: new WebStorageStateStore({ store: window.localStorage, prefix: oidcStoragePrefix }),
  });

  const readUser = async () => {
    const user = await manager.getUser();
    if (user && user.expired && !user.refresh_token) {
      await manager.removeUser();
      return null;
    }
    return user;
  };

  const resourceScopes = new Map(
    otherResources.map(({ resource, scopes: granted }) => [resource, ['openid', 'offline_access', ...granted].join(' ')]),
  );
  const resourceTokens = createResourceTokenCache(async (resource) => {
    const scope = resourceScopes.get(resource);
    return scope === undefined ? undefined : manager.fetchResourceToken(resource, scope);
  });

  // Organization tokens: the organizations resource is implied by `organization_id`.
  const organizationScope = resourceScopes.get(organizationsResource);
  const organizationTokens = createResourceTokenCache(async (organizationId) =>
    organizationScope === undefined
      ? undefined
      : manager.fetchResourceToken(undefined, organizationScope, { [organizationIdParameter]: organizationId }),
  );

  // The callback URL is single-use; React's development double effects must not spend it twice.
  const completions = new Map<string, Promise<AuthSession>>();

  return {
    getSession: async () => {
      const user = await readUser();
      return user ? toSession(user) : undefined;
    },
    getAccessToken: async () => {
      const user = await readUser();
      if (!user) {
        return undefined;
      }
      if (!isDue(user)) {
        return user.access_token;
      }
      try {
        return (await manager.signinSilent())?.access_token;
      } catch {
        // An invalid or revoked grant: the caller's request fails with 401 and sign-in restarts.
        return undefined;
      }
    },
    getResourceAccessToken: (resource) => resourceTokens.get(resource),
    getOrganizationToken: (organizationId) => organizationTokens.get(organizationId),
    forgetOrganizationToken: (organizationId) => {
      organizationTokens.forget(organizationId);
    },
    signIn: async ({ firstScreen }: SignInOptions = {}) => {
      await manager.signinRedirect(
        firstScreen ? { extraQueryParams: { first_screen: firstScreen } } : undefined,
      );
    },
    completeSignIn: (url) => {
      const pending =
        completions.get(url) ?? manager.signinRedirectCallback(url).then((user) => toSession(user));
      completions.set(url, pending);
      return pending;
    },
    signOut: async () => {
      const user = await manager.getUser();
      // No `resource` here: it belongs to the authorization request only.
      await manager.signoutRedirect({ id_token_hint: user?.id_token, extraQueryParams: {} });
    },
    forgetSession: () => manager.removeUser(),
    onSessionChange: (listener) => {
      const removers = [
        manager.events.addUserLoaded((user) => listener(toSession(user))),
        manager.events.addUserUnloaded(() => {
          resourceTokens.clear();
          organizationTokens.clear();
          listener(undefined);
        }),
      ];
      return () => {
        for (const remove of removers) {
          remove();
        }
      };
    },
  };
};
