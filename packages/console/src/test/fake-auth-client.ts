import { organizationUrn, tenantPermissions, type CurrentUser } from '@tessera/schemas';
import { vi } from 'vitest';

import type { AuthClient, AuthSession } from '../auth/auth-client';
import { fakeJwt } from './fake-jwt';

export const testUser: CurrentUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  username: 'ada',
  avatar: null,
  primaryEmail: 'ada@example.com',
  primaryPhone: null,
  hasPassword: true,
  identities: {},
  customData: {},
};

export const testSession: AuthSession = {
  claims: { sub: testUser.id, name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com' },
};

/**
 * An AuthClient in memory: signed in as the test user unless `isSignedOut`. Every method is a
 * spy, so tests can assert sign-in, sign-out and token use.
 */
export const createFakeAuthClient = ({
  isSignedOut = false,
  accessToken = 'test-access-token',
}: { isSignedOut?: boolean; accessToken?: string } = {}) => {
  let current: AuthSession | undefined = isSignedOut ? undefined : testSession;
  const listeners = new Set<(session: AuthSession | undefined) => void>();
  const change = (next: AuthSession | undefined) => {
    current = next;
    for (const listener of listeners) {
      listener(next);
    }
  };
  return {
    getSession: vi.fn(async () => current),
    getAccessToken: vi.fn(async () => (current ? accessToken : undefined)),
    /** A token naming its resource, so tests can tell which API a call was made for. */
    getResourceAccessToken: vi.fn(async (resource: string) => (current ? `${accessToken} for ${resource}` : undefined)),
    /** An organization token of `organizationId` carrying every tenant permission (the server narrows them). */
    getOrganizationToken: vi.fn(async (organizationId: string) =>
      current ? fakeJwt({ aud: organizationUrn(organizationId), scope: tenantPermissions.join(' ') }) : undefined,
    ),
    forgetOrganizationToken: vi.fn((_organizationId: string) => undefined),
    signIn: vi.fn(async () => undefined),
    completeSignIn: vi.fn(async () => {
      change(testSession);
      return testSession;
    }),
    signOut: vi.fn(async () => change(undefined)),
    forgetSession: vi.fn(async () => change(undefined)),
    onSessionChange: (listener: (session: AuthSession | undefined) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  } satisfies AuthClient;
};

export type FakeAuthClient = ReturnType<typeof createFakeAuthClient>;
