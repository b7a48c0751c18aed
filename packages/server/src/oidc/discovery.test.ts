import { adminTenantId } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { tenantPathPrefix } from '../tenancy/tenant-urls.js';
import { describeEachDatabase } from '../testing/test-server.js';

type Discovery = { grant_types_supported: string[]; response_types_supported: string[] };

describeEachDatabase('OIDC discovery', (server) => {
  const discover = async (tenantPath = '') => {
    const response = await fetch(`${server().url}${tenantPath}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    return (await response.json()) as Discovery;
  };

  // Applications get the code flow (with refresh tokens) or client_credentials, nothing else:
  // advertising implicit or hybrid flows would invite clients to use what they are refused.
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
    ]);
  });
});
