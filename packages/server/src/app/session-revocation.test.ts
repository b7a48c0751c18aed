import { adminTenantId } from '@tessera/schemas';
import * as client from 'openid-client';
import { beforeAll, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { toJson } from '../db/json.js';
import { insertApplication, insertApplicationSecret } from '../modules/applications/queries.js';
import { generateId } from '../utils/id.js';
import { insertTestClient, testRedirectUri } from '../testing/authorization-flow.js';
import { createConsoleUser } from '../testing/console-user-token.js';
import { CookieJar } from '../testing/cookie-jar.js';
import { callApi } from '../testing/me-api.js';
import { storageVariants } from '../testing/storage-variants.js';
import { describeEachDatabase, type TestServer } from '../testing/test-server.js';

const oldPassword = 'Old-lantern-2024';
const newPassword = 'New-harbour-2025';

/** A console user signed in to an app of the admin tenant: the browser's cookies and the app's tokens. */
async function signIn(server: TestServer, username: string) {
  const { user, token } = await createConsoleUser(server, { username, password: oldPassword });
  const clientId = await insertTestClient(server.context.database.db, { tenantId: adminTenantId });
  const config = await client.discovery(new URL(`${server.url}/t/admin/oidc`), clientId, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
  const jar = new CookieJar();
  const authorize = async (extra: Record<string, string> = {}) => {
    const codeVerifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: testRedirectUri,
      scope: 'openid offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: 'state',
      ...extra,
    });
    return { codeVerifier, response: await jar.fetch(url.toString()) };
  };
  /** Follows redirects like a browser until the app's redirect URI or the sign-in app. */
  const follow = async (start: string) => {
    let location = new URL(start, server.url).toString();
    for (let hop = 0; hop < 10 && location.includes('/oidc/'); hop++) {
      const response = await jar.fetch(location);
      location = new URL(response.headers.get('location') ?? '', location).toString();
    }
    return new URL(location);
  };

  const { codeVerifier, response } = await authorize();
  expect(response.headers.get('location')).toMatch(/\/sign-in\?uid=/);
  const signedIn = await jar.fetch(`${server.url}/t/admin/api/experience/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: username, password: oldPassword }),
  });
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  const callback = await follow(((await signedIn.json()) as { redirectTo: string }).redirectTo);
  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: codeVerifier,
    expectedState: 'state',
  });
  /** Where `prompt=none` sends the browser: the app, with a code or with an error. */
  const silentAuthorization = async () => {
    const { response: silent } = await authorize({ prompt: 'none' });
    return follow(silent.headers.get('location') ?? '');
  };
  return { user, token, config, tokens, silentAuthorization };
}

for (const [storage, environment] of storageVariants()) {
  describeEachDatabase(
    `sessions and tokens end with the password or the account (${storage})`,
    (server) => {
      /** A confidential app of the admin tenant (a resource server) that introspects tokens. */
      const introspector = { clientId: '', clientSecret: randomBytes(24).toString('base64url') };
      beforeAll(async () => {
        const { context } = server();
        const scope = context.tenantScope(adminTenantId);
        const application = await insertApplication(scope, {
          id: generateId(),
          name: 'Introspector',
          type: 'MachineToMachine',
          oidc_client_metadata: toJson({ redirectUris: [], postLogoutRedirectUris: [] }),
          custom_client_metadata: toJson({}),
          custom_data: toJson({}),
        });
        await insertApplicationSecret(scope, {
          application_id: application.id,
          name: 'default',
          value_encrypted: context.vault.encrypt(introspector.clientSecret),
        });
        introspector.clientId = application.id;
      });

      const introspect = async (token: string) => {
        const response = await fetch(`${server().url}/t/admin/oidc/token/introspection`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Authorization: `Basic ${Buffer.from(`${introspector.clientId}:${introspector.clientSecret}`).toString('base64')}`,
          },
          body: new URLSearchParams({ token }),
        });
        return ((await response.json()) as { active: boolean }).active;
      };

      /** Subscribers run after the answer: poll, with a bound, until the refresh token is gone. */
      const waitUntilInactive = async (token: string) => {
        const deadline = Date.now() + 10_000;
        for (let poll = 0; poll < 200 && Date.now() < deadline; poll++) {
          if (!(await introspect(token))) {
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('The refresh token stayed active');
      };

      it('refuses the refresh token, deactivates the access token and forgets the session after a password change', async () => {
        const { token, config, tokens, silentAuthorization } = await signIn(server(), 'paula');
        const refreshToken = tokens.refresh_token ?? '';
        expect(refreshToken).toBeTruthy();
        expect(await introspect(tokens.access_token)).toBe(true);
        // Before the change the session cookie skips the sign-in.
        expect((await silentAuthorization()).searchParams.get('code')).toBeTruthy();

        expect((await callApi(server(), token, 'POST', '/me/password/verify', { password: oldPassword })).status).toBe(204);
        expect((await callApi(server(), token, 'POST', '/me/password', { password: newPassword })).status).toBe(204);
        await waitUntilInactive(refreshToken);

        await expect(client.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
        expect(await introspect(tokens.access_token)).toBe(false);
        expect((await silentAuthorization()).searchParams.get('error')).toBe('login_required');
      });

      it('ends the sessions of a deleted account', async () => {
        const { user, tokens, silentAuthorization } = await signIn(server(), 'quentin');
        const bystander = await signIn(server(), 'rosa');
        await server()
          .context.tenantScope(adminTenantId)
          .transaction(async (tx) => tx.emit('user.deleted', { userId: user.id }));
        await waitUntilInactive(tokens.refresh_token ?? '');

        expect(await introspect(tokens.access_token)).toBe(false);
        expect((await silentAuthorization()).searchParams.get('error')).toBe('login_required');
        // Another user's session and tokens are untouched.
        expect(await introspect(bystander.tokens.refresh_token ?? '')).toBe(true);
        expect((await bystander.silentAuthorization()).searchParams.get('code')).toBeTruthy();
      });
    },
    environment,
  );
}
