import { consoleClientId, defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiApp } from '../modules/management-api/m2m-app.js';
import { managementApiIndicator } from '../tenancy/tenant-urls.js';
import { createConsoleUser, signConsoleUserToken } from '../testing/console-user-token.js';
import { requestClientCredentialsToken } from '../testing/management-token.js';
import { describeEachDatabase } from '../testing/test-server.js';

const realm = managementApiIndicator(defaultTenantId);

/** Every bearer-protected family of routes: the Management API, the console user's own account and uploads. */
const protectedRoutes = [
  '/api/applications',
  '/api/user-assets/service-status',
  '/api/me',
  '/api/me/user-assets/service-status',
];

describeEachDatabase('bearer-protected routes say why they refuse (RFC 6750 §3)', (server) => {
  let tokenWithoutScope: string;
  let expiredConsoleToken: string;

  beforeAll(async () => {
    const { context } = server();
    const app = await createManagementApiApp(
      context.tenantScope(defaultTenantId),
      context.vault,
      'Scopeless robot',
    );
    const { body } = await requestClientCredentialsToken(
      server(),
      { id: app.clientId, secret: app.clientSecret },
      { resource: realm },
    );
    tokenWithoutScope = body.access_token;
    const { user } = await createConsoleUser(server(), { username: 'challenged' });
    expiredConsoleToken = await signConsoleUserToken(server(), user.id, { expiresIn: -60 });
  });

  const call = async (path: string, authorization?: string) => {
    const response = await fetch(`${server().url}${path}`, {
      headers: authorization ? { Authorization: authorization } : {},
    });
    return {
      status: response.status,
      challenge: response.headers.get('www-authenticate'),
      body: (await response.json()) as { code?: string; message?: string },
    };
  };

  it.each(protectedRoutes)(
    'challenges a request without a token, with no error code (RFC 6750 §3.1): %s',
    async (path) => {
      const answer = await call(path);
      expect(answer.status).toBe(401);
      expect(answer.challenge).toBe(`Bearer realm="${realm}"`);
      expect(answer.body).toMatchObject({
        code: 'auth.authorization_header_missing',
        message: expect.any(String),
      });
    },
  );

  it.each(protectedRoutes)(
    'answers a malformed token with error="invalid_token" (RFC 6750 §3.1): %s',
    async (path) => {
      const answer = await call(path, 'Bearer not-a-jwt');
      expect(answer.status).toBe(401);
      expect(answer.challenge).toBe(`Bearer realm="${realm}", error="invalid_token"`);
      expect(answer.body.code).toBe('auth.invalid_token');
    },
  );

  it('answers an expired token with error="invalid_token" (RFC 6750 §3.1)', async () => {
    for (const path of protectedRoutes) {
      const answer = await call(path, `Bearer ${expiredConsoleToken}`);
      expect(answer.status).toBe(401);
      expect(answer.challenge).toBe(`Bearer realm="${realm}", error="invalid_token"`);
      expect(answer.body.code).toBe('auth.token_expired');
    }
  });

  it('answers a token without the scope with 403 error="insufficient_scope" and "Insufficient permissions." (RFC 6750 §3.1, spec 000 §6)', async () => {
    for (const path of ['/api/applications', '/api/user-assets/service-status']) {
      const answer = await call(path, `Bearer ${tokenWithoutScope}`);
      expect(answer.status).toBe(403);
      expect(answer.challenge).toBe(
        `Bearer realm="${realm}", error="insufficient_scope", scope="all"`,
      );
      expect(answer.body).toMatchObject({
        code: 'auth.insufficient_permissions',
        message: 'Insufficient permissions.',
      });
    }
  });

  it('challenges a request with another authorization scheme like one without a token (RFC 6750 §3.1)', async () => {
    const answer = await call('/api/applications', 'Basic Zm9vOmJhcg==');
    expect(answer.status).toBe(401);
    expect(answer.challenge).toBe(`Bearer realm="${realm}"`);
  });

  it('sends no bearer challenge for a valid token of the wrong kind of caller (403 auth.forbidden)', async () => {
    const machineToken = await signConsoleUserToken(server(), consoleClientId);
    const answer = await call('/api/me', `Bearer ${machineToken}`);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('auth.forbidden');
    expect(answer.challenge).toBeNull();
  });

  it('answers the OIDC userinfo endpoint’s invalid token with error="invalid_token" too (RFC 6750 §3.1)', async () => {
    const response = await fetch(`${server().url}/oidc/me`, {
      headers: { Authorization: 'Bearer not-a-token' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(
      /^Bearer realm="[^"]+", error="invalid_token"/,
    );
  });
});
