import { adminTenantId } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { tenantPathPrefix } from '../tenancy/tenant-urls.js';
import { describeEachDatabase } from '../testing/test-server.js';

type Discovery = Record<string, unknown> & {
  grant_types_supported: string[];
  response_types_supported: string[];
};

describeEachDatabase('OIDC discovery', (server) => {
  const discover = async (tenantPath = '') => {
    const response = await fetch(
      `${server().url}${tenantPath}/oidc/.well-known/openid-configuration`,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Discovery;
  };

  // Applications get the code flow (with refresh tokens) or client_credentials, and confidential
  // ones token exchange (RFC 8693), nothing else: advertising implicit or hybrid flows would
  // invite clients to use what they are refused.
  it.each([
    ['the default tenant', ''],
    ['the admin tenant', tenantPathPrefix(adminTenantId)],
  ])('advertises only the flows clients may use for %s', async (_name, tenantPath) => {
    const metadata = await discover(tenantPath);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect([...metadata.grant_types_supported].sort()).toEqual([
      'authorization_code',
      'client_credentials',
      'refresh_token',
      'urn:ietf:params:oauth:grant-type:device_code',
      'urn:ietf:params:oauth:grant-type:token-exchange',
    ]);
  });

  it('lists RS256 among the ID token signing algorithms, beside ES256 (OIDC Discovery §3)', async () => {
    const metadata = await discover();
    expect(metadata.id_token_signing_alg_values_supported).toEqual(
      expect.arrayContaining(['RS256', 'ES256']),
    );
  });

  it('advertises only client authentication methods a client can be registered with (RFC 8414 §2)', async () => {
    const metadata = await discover();
    expect(metadata.token_endpoint_auth_methods_supported).toEqual([
      'client_secret_basic',
      'client_secret_post',
      'private_key_jwt',
      'none',
    ]);
    // Symmetric assertion algorithms belong to client_secret_jwt, which no client can use.
    expect(metadata.token_endpoint_auth_signing_alg_values_supported).not.toContain('HS256');
  });

  it('advertises pushed authorization requests (RFC 9126 §5) and DPoP (RFC 9449 §5.1)', async () => {
    const metadata = await discover();
    expect(metadata.pushed_authorization_request_endpoint).toBe(`${server().url}/oidc/request`);
    expect(metadata.require_pushed_authorization_requests).not.toBe(true);
    expect(metadata.dpop_signing_alg_values_supported).toEqual(expect.arrayContaining(['ES256']));
  });

  it('names how clients authenticate at introspection and revocation (RFC 8414 §2)', async () => {
    const metadata = await discover();
    expect(metadata.introspection_endpoint_auth_methods_supported).toEqual([
      'client_secret_basic',
      'client_secret_post',
      'private_key_jwt',
    ]);
    expect(metadata.revocation_endpoint_auth_methods_supported).toEqual([
      'client_secret_basic',
      'client_secret_post',
      'private_key_jwt',
      'none',
    ]);
  });
});
