import { defaultTenantId } from '@tessera/schemas';
import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { managementApiIndicator } from '../../tenancy/tenant-urls.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createManagementApiApp } from '../management-api/m2m-app.js';
import { createConsoleUser, signConsoleUserToken } from '../../testing/console-user-token.js';
import { callApi, errorCodeOf } from '../../testing/me-api.js';

type CurrentUser = {
  id: string;
  username: string | null;
  name: string | null;
  avatar: string | null;
  primaryEmail: string | null;
  hasPassword: boolean;
  identities: Record<string, unknown>;
  customData: Record<string, unknown>;
};

describeEachDatabase('console user profile (me)', (server) => {
  let token: string;
  let userId: string;
  let otherToken: string;

  beforeAll(async () => {
    const alice = await createConsoleUser(server(), {
      username: 'alice',
      primaryEmail: 'alice@example.com',
      password: 'correct horse battery',
      name: 'Alice',
      customData: { team: 'blue' },
    });
    token = alice.token;
    userId = alice.user.id;
    otherToken = (await createConsoleUser(server(), { username: 'bob', password: 'correct horse battery' })).token;
  });

  const me = (method: string, path = '/me', body?: unknown, bearer = token) =>
    callApi(server(), bearer, method, path, body);

  it('answers the current user, without secrets', async () => {
    const response = await me('GET');
    expect(response.status).toBe(200);
    const body = (await response.json()) as CurrentUser;
    expect(body).toEqual({
      id: userId,
      username: 'alice',
      name: 'Alice',
      avatar: null,
      primaryEmail: 'alice@example.com',
      primaryPhone: null,
      hasPassword: true,
      identities: {},
      customData: { team: 'blue' },
    });
  });

  describe('PATCH /me', () => {
    it('changes the name, and clears it with null', async () => {
      const renamed = await me('PATCH', '/me', { name: 'Alice Liddell' });
      expect(renamed.status).toBe(200);
      expect(((await renamed.json()) as CurrentUser).name).toBe('Alice Liddell');
      const cleared = (await (await me('PATCH', '/me', { name: null })).json()) as CurrentUser;
      expect(cleared.name).toBeNull();
      expect(((await (await me('GET')).json()) as CurrentUser).name).toBeNull();
    });

    it('changes the avatar to an http(s) URL or null, and refuses other values', async () => {
      const url = 'https://cdn.example.com/a.png';
      expect(((await (await me('PATCH', '/me', { avatar: url })).json()) as CurrentUser).avatar).toBe(url);
      expect((await me('PATCH', '/me', { avatar: 'javascript:alert(1)' })).status).toBe(400);
      expect((await me('PATCH', '/me', { avatar: `https://example.com/${'a'.repeat(2048)}` })).status).toBe(400);
      expect(((await (await me('PATCH', '/me', { avatar: null })).json()) as CurrentUser).avatar).toBeNull();
    });

    it('changes the username, and keeping the own username is fine', async () => {
      const response = await me('PATCH', '/me', { username: 'alice_2' });
      expect(response.status).toBe(200);
      expect(((await response.json()) as CurrentUser).username).toBe('alice_2');
      expect((await me('PATCH', '/me', { username: 'alice_2' })).status).toBe(200);
    });

    it('answers 422 for a username another console user has', async () => {
      const response = await me('PATCH', '/me', { username: 'bob' });
      expect(response.status).toBe(422);
      expect(await errorCodeOf(response)).toBe('user.username_already_in_use');
    });

    it('refuses an empty or malformed username', async () => {
      const empty = await me('PATCH', '/me', { username: '' });
      expect(empty.status).toBe(400);
      expect(await errorCodeOf(empty)).toBe('guard.invalid_input');
      const malformed = await me('PATCH', '/me', { username: '1abc' });
      expect(malformed.status).toBe(400);
      expect(await errorCodeOf(malformed)).toBe('user.invalid_username');
    });

    it.each([
      ['two fields', { name: 'A', avatar: null }],
      ['no field', {}],
      ['an unknown field', { primaryEmail: 'x@example.com' }],
      ['a too long name', { name: 'n'.repeat(129) }],
    ])('answers 400 for %s', async (_case, body) => {
      const response = await me('PATCH', '/me', body);
      expect(response.status).toBe(400);
      expect(await errorCodeOf(response)).toBe('guard.invalid_input');
    });
  });

  describe('custom data', () => {
    it('deep-merges a patch, keeping the other keys', async () => {
      const first = await me('PATCH', '/me/custom-data', {
        defaultTenantId: 'default',
        adminConsolePreferences: { language: 'de', appearanceMode: 'dark', futureFlag: 1 },
      });
      expect(first.status).toBe(200);
      const second = await me('PATCH', '/me/custom-data', {
        adminConsolePreferences: { experienceNoticeConfirmed: true },
        extra: { nested: [1, 2] },
      });
      const expected = {
        team: 'blue',
        defaultTenantId: 'default',
        adminConsolePreferences: {
          language: 'de',
          appearanceMode: 'dark',
          futureFlag: 1,
          experienceNoticeConfirmed: true,
        },
        extra: { nested: [1, 2] },
      };
      expect(await second.json()).toEqual(expected);
      expect(await (await me('GET', '/me/custom-data')).json()).toEqual(expected);
      expect(((await (await me('GET')).json()) as CurrentUser).customData).toEqual(expected);
    });

    it.each([
      ['a language the console does not have', { adminConsolePreferences: { language: 'xx' } }],
      ['an unknown appearance mode', { adminConsolePreferences: { appearanceMode: 'sepia' } }],
      ['a non-string default tenant', { defaultTenantId: 42 }],
      ['an array', [1, 2]],
    ])('refuses %s with 400 and stores nothing', async (_case, body) => {
      const response = await me('PATCH', '/me/custom-data', body);
      expect(response.status).toBe(400);
      expect(await errorCodeOf(response)).toBe('guard.invalid_input');
      const stored = (await (await me('GET', '/me/custom-data')).json()) as {
        adminConsolePreferences: Record<string, unknown>;
      };
      expect(stored.adminConsolePreferences).toMatchObject({ language: 'de', appearanceMode: 'dark' });
    });

    it('keeps concurrent patches of different keys', async () => {
      const flags = ['m2mUpsellNoticeAcknowledged', 'mfaUpsellNoticeAcknowledged', 'hooksFlag', 'otherFlag'];
      await Promise.all(
        flags.map((flag) => me('PATCH', '/me/custom-data', { adminConsolePreferences: { [flag]: true } })),
      );
      const stored = (await (await me('GET', '/me/custom-data')).json()) as {
        adminConsolePreferences: Record<string, unknown>;
      };
      for (const flag of flags) {
        expect(stored.adminConsolePreferences[flag]).toBe(true);
      }
    });

    it("does not touch another console user's data", async () => {
      expect(await (await me('GET', '/me/custom-data', undefined, otherToken)).json()).toEqual({});
    });
  });

  it('refuses to delete the account outside the cloud edition', async () => {
    const response = await me('DELETE');
    expect(response.status).toBe(403);
    expect(await errorCodeOf(response)).toBe('auth.cloud_only');
    expect((await me('GET')).status).toBe(200);
  });

  describe('who may call', () => {
    it('answers 401 without a token, with an expired one, or one for another audience', async () => {
      expect(await errorCodeOf(await me('GET', '/me', undefined, ''))).toBe('auth.authorization_header_missing');
      const expired = await signConsoleUserToken(server(), userId, { expiresIn: -60 });
      expect(await errorCodeOf(await me('GET', '/me', undefined, expired))).toBe('auth.token_expired');
      const elsewhere = await signConsoleUserToken(server(), userId, { audience: 'https://api.example.com' });
      expect(await errorCodeOf(await me('GET', '/me', undefined, elsewhere))).toBe('auth.wrong_audience');
    });

    it("answers 401 wrong_issuer for a machine-to-machine token of the default tenant", async () => {
      const { context, url } = server();
      const app = await createManagementApiApp(context.tenantScope(defaultTenantId), context.vault, 'Robot');
      const configuration = await client.discovery(
        new URL(`${url}/oidc`),
        app.clientId,
        undefined,
        client.ClientSecretBasic(app.clientSecret),
        { execute: [client.allowInsecureRequests] },
      );
      const tokens = await client.clientCredentialsGrant(configuration, {
        resource: managementApiIndicator(defaultTenantId),
        scope: 'all',
      });
      for (const [method, path] of [
        ['GET', '/me'],
        ['PATCH', '/me/custom-data'],
        ['POST', '/me/password/verify'],
        ['DELETE', '/me'],
      ] as const) {
        const response = await me(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, tokens.access_token);
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await errorCodeOf(response)).toBe('auth.wrong_issuer');
      }
      // The same token is good for the Management API: the refusal is about who issued it.
      expect((await me('GET', '/configs/oidc/private-keys', undefined, tokens.access_token)).status).toBe(200);
    });

    it('answers 404 for a token whose user no longer exists', async () => {
      const ghost = await signConsoleUserToken(server(), 'nosuchuser');
      const response = await me('GET', '/me', undefined, ghost);
      expect(response.status).toBe(404);
      expect(await errorCodeOf(response)).toBe('user.not_found');
    });
  });
});
