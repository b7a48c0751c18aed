import { defaultTenantId, type OidcKey } from '@tessera/schemas';
import { decodeProtectedHeader } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { createManagementToken } from '../../testing/management-token.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { upsertTenantConfig } from '../tenant-configs/queries.js';
import { generatePrivateKey } from './generate-keys.js';
import { oidcConfigKeys } from './key-types.js';
import { findPrivateKeys } from './oidc-key-queries.js';

type Jwks = { keys: { kid: string; kty: string; d?: string }[] };

describeEachDatabase('signing keys served by the provider', (server) => {
  let api: ApiClient;
  const jwks = async () => (await (await fetch(`${server().url}/oidc/jwks`)).json()) as Jwks;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('serves an RSA key beside the EC key in the JWKS, public halves only (OIDC Discovery §3: RS256 is a MUST)', async () => {
    const served = await jwks();
    expect(new Set(served.keys.map((key) => key.kty))).toEqual(new Set(['EC', 'RSA']));
    expect(served.keys.every((key) => key.d === undefined)).toBe(true);
    const listed = (await api.get<OidcKey[]>('/configs/oidc/private-keys')).body;
    expect(served.keys.map((key) => key.kid).sort()).toEqual(listed.map((key) => key.id).sort());
  });

  it('gives a tenant whose keys predate RSA keys the missing kind, after its own keys', async () => {
    const other = await createOtherTenant(server());
    const ecOnly = await generatePrivateKey('EC');
    await upsertTenantConfig(other, oidcConfigKeys.privateKeys, [ecOnly]);
    const completed = await findPrivateKeys(other);
    expect(completed.map((key) => key.algorithm)).toEqual(['EC', 'RSA']);
    expect(completed[0]?.id).toBe(ecOnly.id);
    // The completion is stored once: reading again changes nothing.
    expect(await findPrivateKeys(other)).toEqual(completed);
  });

  it('keeps serving both algorithms across rotations; tokens signed before still verify (reference RotateOidcKeys)', async () => {
    const before = await createManagementToken(server());
    const rotated = (await api.post<OidcKey[]>('/configs/oidc/private-keys/rotate', { signingKeyAlgorithm: 'RSA' })).body;
    const newRsa = rotated[0];
    expect(newRsa?.signingKeyAlgorithm).toBe('RSA');

    const served = await jwks();
    expect(served.keys.map((key) => key.kid).sort()).toEqual(rotated.map((key) => key.id).sort());
    expect(new Set(served.keys.map((key) => key.kty))).toEqual(new Set(['EC', 'RSA']));

    // The new RSA key is the tenant's default now: new access tokens are signed with it.
    const after = await createManagementToken(server());
    expect(decodeProtectedHeader(after)).toMatchObject({ alg: 'RS256', kid: newRsa?.id });
    for (const token of [before, after]) {
      const response = await fetch(`${server().url}/api/configs/oidc/private-keys`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
    }

    const backToEc = (await api.post<OidcKey[]>('/configs/oidc/private-keys/rotate', { signingKeyAlgorithm: 'EC' })).body;
    const stored = await findPrivateKeys(scopeToTenant(server().context.database.db, defaultTenantId));
    expect(stored.map((key) => key.id)).toEqual(backToEc.map((key) => key.id));
    expect(decodeProtectedHeader(await createManagementToken(server()))).toMatchObject({ alg: 'ES256', kid: backToEc[0]?.id });
  });
});
