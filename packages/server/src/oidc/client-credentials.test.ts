import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import { createRemoteJWKSet, decodeJwt, jwtVerify, SignJWT, importJWK } from 'jose';
import * as client from 'openid-client';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../db/tenant-scope.js';
import { createManagementApiApp } from '../modules/management-api/m2m-app.js';
import { managementApiIndicator } from '../tenancy/tenant-urls.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { findPrivateKeys } from '../modules/configs/oidc-key-queries.js';

const resource = managementApiIndicator(defaultTenantId);

describeEachDatabase('client credentials and the Management API guard', (server) => {
  let config: client.Configuration;
  let clientId: string;

  beforeAll(async () => {
    const { context, url } = server();
    const app = await createManagementApiApp(context.tenantScope(defaultTenantId), context.vault, 'Robot');
    clientId = app.clientId;
    config = await client.discovery(new URL(`${url}/oidc`), app.clientId, undefined, client.ClientSecretBasic(app.clientSecret), {
      execute: [client.allowInsecureRequests],
    });
  });

  const managementGet = (token: string | undefined, path = '/api/configs/oidc/private-keys') =>
    fetch(`${server().url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('discovers the tenant issuer and its endpoints', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(`${server().url}/oidc`);
    expect(metadata.token_endpoint).toBe(`${server().url}/oidc/token`);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
  });

  it('issues a JWT access token for the resource with the permitted scope', async () => {
    const tokens = await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    const jwks = createRemoteJWKSet(new URL(`${server().url}/oidc/jwks`));
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      issuer: `${server().url}/oidc`,
      audience: resource,
    });
    expect(payload.scope).toBe('all');
    expect(payload.client_id).toBe(clientId);
    expect(tokens.expires_in).toBeGreaterThan(0);
  });

  it('leaves out scopes the application does not hold', async () => {
    const tokens = await client.clientCredentialsGrant(config, { resource, scope: 'all delete:everything' });
    expect(decodeJwt(tokens.access_token).scope).toBe('all');
  });

  it('rejects an unknown resource with invalid_target', async () => {
    await expect(
      client.clientCredentialsGrant(config, { resource: 'https://unknown.example.com', scope: 'all' }),
    ).rejects.toMatchObject({ error: 'invalid_target' });
  });

  it('rejects a wrong client secret', async () => {
    const wrong = await client.discovery(new URL(`${server().url}/oidc`), clientId, undefined, client.ClientSecretBasic('nope'), {
      execute: [client.allowInsecureRequests],
    });
    await expect(client.clientCredentialsGrant(wrong, { resource, scope: 'all' })).rejects.toMatchObject({
      status: 401,
      cause: [expect.objectContaining({ parameters: expect.objectContaining({ error: 'invalid_client' }) })],
    });
  });

  it('lets a token with the all scope call the Management API', async () => {
    const tokens = await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    const response = await managementGet(tokens.access_token);
    expect(response.status).toBe(200);
    // An EC and an RSA key, so clients may ask for ES256 or RS256 ID tokens.
    const keys = (await response.json()) as { signingKeyAlgorithm: string }[];
    expect(keys.map((key) => key.signingKeyAlgorithm).sort()).toEqual(['EC', 'RSA']);
  });

  it('answers 401 without a token and with a malformed one', async () => {
    const missing = await managementGet(undefined);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { code: string }).code).toBe('auth.authorization_header_missing');
    const basic = await fetch(`${server().url}/api/configs/oidc/private-keys`, { headers: { Authorization: 'Basic abc' } });
    expect(((await basic.json()) as { code: string }).code).toBe('auth.authorization_token_type_not_supported');
    const garbage = await managementGet('not-a-jwt');
    expect(garbage.status).toBe(401);
  });

  it('answers 403 when the token lacks the all scope', async () => {
    const tokens = await client.clientCredentialsGrant(config, { resource });
    const response = await managementGet(tokens.access_token);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('auth.insufficient_permissions');
  });

  it('answers 401 for a token of another audience, an expired one, or one another tenant issued', async () => {
    const { context, url } = server();
    const keys = await findPrivateKeys(scopeToTenant(context.database.db, defaultTenantId));
    const key = keys.find((candidate) => candidate.algorithm === 'EC');
    if (!key) {
      throw new Error('no signing key');
    }
    const privateKey = await importJWK(key.jwk, 'ES256');
    const sign = (claims: Record<string, unknown>, expiresAt: number) =>
      new SignJWT({ scope: 'all', client_id: clientId, ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: key.id })
        .setIssuer(`${url}/oidc`)
        .setSubject(clientId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(privateKey);
    const now = Math.floor(Date.now() / 1000);

    const otherAudience = await managementGet(await sign({ aud: 'https://api.example.com' }, now + 600));
    expect(otherAudience.status).toBe(401);
    expect(((await otherAudience.json()) as { code: string }).code).toBe('auth.wrong_audience');

    const expired = await managementGet(await sign({ aud: resource }, now - 60));
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { code: string }).code).toBe('auth.token_expired');

    // A valid token of the default tenant is not accepted by the admin tenant's Management API.
    const tokens = await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    const crossTenant = await managementGet(tokens.access_token, `/t/${adminTenantId}/api/configs/oidc/private-keys`);
    expect(crossTenant.status).toBe(401);
  });

  it('rotates signing keys: JWKS serves both, the current one cannot be deleted, the old one can', async () => {
    const tokens = await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    const headers = { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' };
    const base = `${server().url}/api/configs/oidc/private-keys`;
    type Key = { id: string; signingKeyAlgorithm: string; status: string };
    const rotated = (await (await fetch(`${base}/rotate`, { method: 'POST', headers, body: '{"signingKeyAlgorithm":"RSA"}' })).json()) as Key[];
    expect(rotated[0]).toMatchObject({ signingKeyAlgorithm: 'RSA', status: 'Current' });
    const previousKey = rotated.find((key) => key.status === 'Previous');
    expect(previousKey?.signingKeyAlgorithm).toBe('RSA');

    const jwks = (await (await fetch(`${server().url}/oidc/jwks`)).json()) as { keys: { kid: string; kty: string }[] };
    expect(jwks.keys.map((key) => key.kid).sort()).toEqual(rotated.map((key) => key.id).sort());

    // The token signed with the previous key still works after rotation.
    expect((await managementGet(tokens.access_token)).status).toBe(200);

    const current = await fetch(`${base}/${rotated[0]?.id}`, { method: 'DELETE', headers });
    expect(current.status).toBe(422);

    const fresh = await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    expect(decodeJwt(fresh.access_token)).toMatchObject({ scope: 'all' });
    const previous = await fetch(`${base}/${previousKey?.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${fresh.access_token}` },
    });
    expect(previous.status).toBe(204);
    const missing = await fetch(`${base}/${previousKey?.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${fresh.access_token}` },
    });
    expect(missing.status).toBe(404);
  });
});
