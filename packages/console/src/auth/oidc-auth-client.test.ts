import { cloudApiIndicator } from '@tessera/schemas';
import { User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { testSignInConfig } from '../test/render-console';
import { createOidcAuthClient } from './oidc-auth-client';
import { signInResourcesFor } from './sign-in-resources';

const { issuer, clientId } = testSignInConfig;
const userKey = `oidc.user:${issuer}:${clientId}`;
const tokenEndpoint = `${issuer}/token`;

const storeSession = () => {
  const now = Math.floor(Date.now() / 1000);
  const user = new User({
    access_token: 'management-token',
    token_type: 'Bearer',
    refresh_token: 'refresh-1',
    scope: 'openid offline_access all',
    profile: { sub: 'u1', iss: issuer, aud: clientId, exp: now + 3600, iat: now },
    expires_at: now + 3600,
  });
  window.localStorage.setItem(userKey, user.toStorageString());
};

/** The admin tenant's provider: discovery and a token endpoint answering refresh grants. */
const mockProvider = () => {
  const grants: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/.well-known/openid-configuration')) {
      return Response.json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: tokenEndpoint,
        end_session_endpoint: `${issuer}/session/end`,
        jwks_uri: `${issuer}/jwks`,
      });
    }
    if (url === tokenEndpoint) {
      grants.push(new URLSearchParams(String(init?.body)));
      return Response.json({
        access_token: `cloud-token-${grants.length}`,
        refresh_token: `refresh-${grants.length + 1}`,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'create:tenant manage:tenant:self',
      });
    }
    return new Response(null, { status: 404 });
  });
  return grants;
};

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createOidcAuthClient: tokens for other resources', () => {
  it('gets a cloud API token from the refresh token, keeps the session token and stores the rotated refresh token', async () => {
    storeSession();
    const grants = mockProvider();
    const client = createOidcAuthClient(testSignInConfig, signInResourcesFor('cloud'), 'http://localhost:3000');

    expect(await client.getResourceAccessToken(cloudApiIndicator)).toBe('cloud-token-1');
    expect(await client.getResourceAccessToken(cloudApiIndicator)).toBe('cloud-token-1');

    expect(grants).toHaveLength(1);
    const [grant] = grants;
    expect(grant?.get('grant_type')).toBe('refresh_token');
    expect(grant?.get('refresh_token')).toBe('refresh-1');
    expect(grant?.getAll('resource')).toEqual([cloudApiIndicator]);
    expect(grant?.get('scope')).toBe('openid offline_access create:tenant manage:tenant:self');

    const stored = User.fromStorageString(window.localStorage.getItem(userKey) ?? '');
    expect(stored.refresh_token).toBe('refresh-2');
    expect(await client.getAccessToken()).toBe('management-token');
  });

  it('asks for no token of a resource it did not sign in for, nor without a session', async () => {
    const grants = mockProvider();
    const oss = createOidcAuthClient(testSignInConfig, signInResourcesFor('oss'), 'http://localhost:3000');
    storeSession();
    expect(await oss.getResourceAccessToken(cloudApiIndicator)).toBeUndefined();

    window.localStorage.clear();
    const cloud = createOidcAuthClient(testSignInConfig, signInResourcesFor('cloud'), 'http://localhost:3000');
    expect(await cloud.getResourceAccessToken(cloudApiIndicator)).toBeUndefined();
    expect(grants).toEqual([]);
  });
});
