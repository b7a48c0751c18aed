import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { beforeAll, expect, it } from 'vitest';
import { storageVariants } from '../testing/storage-variants.js';
import { signInThroughBrowser } from '../testing/browser-sign-in.js';
import { insertTestClient, testRedirectUri } from '../testing/authorization-flow.js';
import { createManagementToken } from '../testing/management-token.js';
import { createApiClient } from '../testing/api-client.js';
import { describeEachDatabase } from '../testing/test-server.js';

/**
 * A browser's part of the code flow: open the authorization URL, register through the sign-in
 * app's API, follow redirects back to the client's redirect URI.
 */

for (const [storage, environment] of storageVariants()) {
  describeEachDatabase(
    `authorization code with PKCE, as a standard relying party sees it (${storage})`,
    (server) => {
      let config: client.Configuration;
      let clientId: string;

      beforeAll(async () => {
        clientId = await insertTestClient(server().context.database.db);
        config = await client.discovery(new URL(`${server().url}/oidc`), clientId, undefined, client.None(), {
          execute: [client.allowInsecureRequests],
        });
      });

      const completeFlow = async (username: string, extra: Record<string, string> = {}) => {
        const codeVerifier = client.randomPKCECodeVerifier();
        const state = client.randomState();
        const url = client.buildAuthorizationUrl(config, {
          redirect_uri: testRedirectUri,
          scope: 'openid profile offline_access',
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          // What the console asks for: both prompts in one interaction.
          prompt: 'login consent',
          ...extra,
        });
        const { callbackUrl, jar } = await signInThroughBrowser(server(), url, username);
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
        });
        return { tokens, jar };
      };

      it('signs a new user in and returns ID, access and refresh tokens', async () => {
        const { tokens } = await completeFlow('pkce_user');
        const claims = tokens.claims();
        expect(claims?.iss).toBe(`${server().url}/oidc`);
        expect(claims?.aud).toBe(clientId);
        expect(claims?.username).toBe('pkce_user');
        expect(tokens.refresh_token).toBeTruthy();
        const userInfo = await client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
        expect(userInfo.username).toBe('pkce_user');
      });

      it('refuses an authorization request without PKCE for a browser app', async () => {
        const url = client.buildAuthorizationUrl(config, {
          redirect_uri: testRedirectUri,
          scope: 'openid',
          state: 'x',
        });
        const response = await fetch(url, { redirect: 'manual' });
        const location = new URL(response.headers.get('location') ?? '', server().url);
        expect(location.searchParams.get('error')).toBe('invalid_request');
      });

      it('rotates refresh tokens: the old one is rejected after use', async () => {
        const { tokens } = await completeFlow('rotation_user');
        const first = tokens.refresh_token ?? '';
        const refreshed = await client.refreshTokenGrant(config, first);
        expect(refreshed.refresh_token).toBeTruthy();
        expect(refreshed.refresh_token).not.toBe(first);
        await expect(client.refreshTokenGrant(config, first)).rejects.toMatchObject({ error: 'invalid_grant' });
      });

      it('introspects and revokes a refresh token', async () => {
        const { tokens } = await completeFlow('revoke_user');
        const refreshToken = tokens.refresh_token ?? '';
        // Introspection and revocation are for confidential clients; use the Management API to
        // create one, which also proves the Management API and the provider agree.
        const api = createApiClient(server().url, await createManagementToken(server()));
        const created = await api.post<{ id: string; secret: string }>('/applications', {
          name: 'Introspector',
          type: 'Traditional',
          oidcClientMetadata: { redirectUris: ['https://rp.example.com/cb'], postLogoutRedirectUris: [] },
        });
        const confidential = await client.discovery(
          new URL(`${server().url}/oidc`),
          created.body.id,
          undefined,
          client.ClientSecretBasic(created.body.secret),
          { execute: [client.allowInsecureRequests] },
        );
        const before = await client.tokenIntrospection(confidential, refreshToken);
        expect(before).toMatchObject({ active: true, client_id: clientId });

        await client.tokenRevocation(config, refreshToken);
        expect((await client.tokenIntrospection(confidential, refreshToken)).active).toBe(false);
        await expect(client.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
      });

      it('ends the session at the end-session endpoint', async () => {
        const { tokens, jar } = await completeFlow('logout_user');
        const endSession = client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token ?? '' });
        const confirm = await jar.fetch(endSession.toString());
        expect(confirm.status).toBe(200);
        const page = await confirm.text();
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
        const action = /action="([^"]+)"/.exec(page)?.[1] ?? '';
        const done = await jar.fetch(new URL(action, server().url).toString(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ xsrf, logout: 'yes' }),
        });
        expect(done.status).toBe(303);
        // The browser's session is gone: a new authorization request asks for sign-in again.
        const again = await jar.fetch(
          client
            .buildAuthorizationUrl(config, {
              redirect_uri: testRedirectUri,
              scope: 'openid',
              code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
              code_challenge_method: 'S256',
            })
            .toString(),
        );
        expect(again.headers.get('location')).toMatch(/\/sign-in\?uid=/);
      });

      it('issues a JWT access token for an API resource with the user’s permitted scopes only', async () => {
        const api = createApiClient(server().url, await createManagementToken(server()));
        const indicator = `https://orders-${storage.replace(/\W/g, '')}.example.com`;
        const resource = await api.post<{ id: string }>('/resources', { name: 'Orders', indicator });
        const read = await api.post<{ id: string }>(`/resources/${resource.body.id}/scopes`, { name: 'read:orders' });
        await api.post(`/resources/${resource.body.id}/scopes`, { name: 'write:orders' });
        const role = await api.post<{ id: string }>('/roles', {
          name: `Order readers ${storage}`,
          description: 'Reads orders',
          isDefault: true,
          scopeIds: [read.body.id],
        });
        expect(role.status).toBeLessThan(300);
        const { tokens } = await completeFlow(`reader_${storage.replace(/\W/g, '')}`, {
          resource: indicator,
          scope: 'openid offline_access read:orders write:orders',
        });
        const payload = decodeJwt(tokens.access_token);
        expect(payload.aud).toBe(indicator);
        expect(payload.scope).toBe('read:orders');
        await api.delete(`/roles/${role.body.id}`);
      });
    },
    environment,
  );
}

