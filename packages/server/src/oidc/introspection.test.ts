import { defaultTenantId } from '@tessera/schemas';
import { importJWK, SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { readTestRedisUrl } from '../config.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { findPrivateKeys } from '../modules/configs/oidc-key-queries.js';
import { createManagementApiApp } from '../modules/management-api/m2m-app.js';
import { managementApiIndicator } from '../tenancy/tenant-urls.js';
import { insertTestClient } from '../testing/authorization-flow.js';
import { requestClientCredentialsToken } from '../testing/management-token.js';
import { describeEachDatabase } from '../testing/test-server.js';

type Credentials = { id: string; secret: string };
type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

const resource = managementApiIndicator(defaultTenantId);

// Revoked tokens are remembered in the provider's storage: the database, or Redis when configured.
const storages: [string, Record<string, string>][] = [['database storage', {}]];
const redisUrl = readTestRedisUrl();
if (redisUrl) {
  storages.push(['Redis storage', { REDIS_URL: redisUrl }]);
}

for (const [storage, environment] of storages) {
  describeEachDatabase(
    `introspection and revocation of every token the provider issues (${storage})`,
    (server) => {
      let owner: Credentials;
      let other: Credentials;

      beforeAll(async () => {
        const { context } = server();
        const scope = context.tenantScope(defaultTenantId);
        const first = await createManagementApiApp(scope, context.vault, 'Introspecting robot');
        const second = await createManagementApiApp(scope, context.vault, 'Other robot');
        owner = { id: first.clientId, secret: first.clientSecret };
        other = { id: second.clientId, secret: second.clientSecret };
      });

      const basic = ({ id, secret }: Credentials) =>
        `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

      const post = async (
        path: string,
        form: Record<string, string>,
        authorization?: string,
      ): Promise<Answer> => {
        const response = await fetch(`${server().url}/oidc/${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            ...(authorization ? { Authorization: authorization } : {}),
          },
          body: new URLSearchParams(form),
        });
        const text = await response.text();
        return {
          status: response.status,
          body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          headers: response.headers,
        };
      };

      const introspect = (token: string, as: Credentials = owner) =>
        post('token/introspection', { token }, basic(as));

      const issueToken = async (as: Credentials = owner) => {
        const { status, body } = await requestClientCredentialsToken(server(), as, {
          resource,
          scope: 'all',
        });
        expect(status).toBe(200);
        return body.access_token;
      };

      /** A JWT signed with the tenant's own key, shaped as the test needs. */
      const signWithTenantKey = async (
        claims: Record<string, unknown>,
        header: Record<string, string>,
        expiresAt: number,
      ) => {
        const keys = await findPrivateKeys(
          scopeToTenant(server().context.database.db, defaultTenantId),
        );
        const key = keys.find((candidate) => candidate.algorithm === 'EC');
        if (!key) {
          throw new Error('no EC signing key');
        }
        return new SignJWT({
          client_id: owner.id,
          scope: 'all',
          aud: resource,
          jti: `jti-${expiresAt}`,
          ...claims,
        })
          .setProtectedHeader({ alg: 'ES256', kid: key.id, ...header })
          .setIssuer(`${server().url}/oidc`)
          .setSubject(owner.id)
          .setIssuedAt()
          .setExpirationTime(expiresAt)
          .sign(await importJWK(key.jwk, 'ES256'));
      };

      it('answers active: true with the token’s claims for a JWT access token (RFC 7662 §2.2)', async () => {
        const token = await issueToken();
        const { status, body } = await introspect(token);
        expect(status).toBe(200);
        expect(body).toMatchObject({
          active: true,
          client_id: owner.id,
          sub: owner.id,
          scope: 'all',
          aud: resource,
          iss: `${server().url}/oidc`,
          token_type: 'Bearer',
        });
        expect(body.exp).toEqual(expect.any(Number));
      });

      it('answers active: false for an expired JWT access token (RFC 7662 §2.2)', async () => {
        const expired = await signWithTenantKey(
          {},
          { typ: 'at+jwt' },
          Math.floor(Date.now() / 1000) - 60,
        );
        expect((await introspect(expired)).body).toEqual({ active: false });
      });

      it('answers active: false for a JWT that is not an access token, and for a forged one (RFC 7662 §2.2)', async () => {
        // ID tokens are signed with the same keys but are not introspectable.
        const idTokenShaped = await signWithTenantKey(
          {},
          { typ: 'JWT' },
          Math.floor(Date.now() / 1000) + 600,
        );
        expect((await introspect(idTokenShaped)).body).toEqual({ active: false });
        const token = await issueToken();
        const [header, payload] = token.split('.');
        expect((await introspect(`${header}.${payload}.${'A'.repeat(86)}`)).body).toEqual({
          active: false,
        });
      });

      it('answers active: false once the client revoked its JWT access token (RFC 7009 §2.1)', async () => {
        const token = await issueToken();
        const revoked = await post(
          'token/revocation',
          { token, token_type_hint: 'access_token' },
          basic(owner),
        );
        expect(revoked.status).toBe(200);
        expect((await introspect(token)).body).toEqual({ active: false });
      });

      it('does not let another client revoke a token (RFC 7009 §2.1)', async () => {
        const token = await issueToken();
        expect((await post('token/revocation', { token }, basic(other))).status).toBe(200);
        expect((await introspect(token)).body).toMatchObject({ active: true });
      });

      it('answers 401 invalid_client to an introspection request without client authentication (RFC 6749 §5.2)', async () => {
        const token = await issueToken();
        const answer = await post('token/introspection', { token });
        expect(answer.status).toBe(401);
        expect(answer.body.error).toBe('invalid_client');
        expect(answer.headers.get('www-authenticate')).toMatch(/^Basic /);
      });

      it('answers 401 invalid_client to a public client naming itself at introspection (RFC 7662 §2.1)', async () => {
        const spaId = await insertTestClient(server().context.database.db, {
          name: 'Introspecting SPA',
        });
        const answer = await post('token/introspection', {
          token: await issueToken(),
          client_id: spaId,
        });
        expect(answer.status).toBe(401);
        expect(answer.body.error).toBe('invalid_client');
      });

      it('answers 401 invalid_client to a token request without client authentication (RFC 6749 §5.2)', async () => {
        const answer = await post('token', {
          grant_type: 'client_credentials',
          resource,
          scope: 'all',
        });
        expect(answer.status).toBe(401);
        expect(answer.body.error).toBe('invalid_client');
      });
    },
    environment,
  );
}

describeEachDatabase('the scope of token responses', (server) => {
  let robot: Credentials;

  beforeAll(async () => {
    const { context } = server();
    const app = await createManagementApiApp(
      context.tenantScope(defaultTenantId),
      context.vault,
      'Scoped robot',
    );
    robot = { id: app.clientId, secret: app.clientSecret };
  });

  it('states the scope when it differs from the request (RFC 6749 §5.1)', async () => {
    const { status, body } = await requestClientCredentialsToken(server(), robot, {
      resource,
      scope: 'all delete:everything',
    });
    expect(status).toBe(200);
    expect(body.scope).toBe('all');
  });

  it('states an empty scope when nothing requested was granted (RFC 6749 §5.1)', async () => {
    const { status, body } = await requestClientCredentialsToken(server(), robot, {
      resource,
      scope: 'delete:everything',
    });
    expect(status).toBe(200);
    expect(body).toHaveProperty('scope', '');
  });

  it('may leave the scope out when nothing was requested (RFC 6749 §5.1)', async () => {
    const { status, body } = await requestClientCredentialsToken(server(), robot, { resource });
    expect(status).toBe(200);
    expect(body.scope ?? '').toBe('');
  });
});
