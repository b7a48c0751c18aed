import { defaultTenantId, type OidcKey } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { findCookieKeys, findPrivateKeys } from './oidc-key-queries.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';

describeEachDatabase('OIDC keys API', (server) => {
  let api: ApiClient;
  const keysOf = (keyType: string) => `/configs/oidc/${keyType}`;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('lists keys without their material', async () => {
    const privateKeys = await api.get<OidcKey[]>(keysOf('private-keys'));
    expect(privateKeys.status).toBe(200);
    expect(privateKeys.body.length).toBeGreaterThan(0);
    for (const key of privateKeys.body) {
      expect(Object.keys(key).sort()).toEqual(['createdAt', 'id', 'signingKeyAlgorithm']);
    }
    const cookieKeys = await api.get<OidcKey[]>(keysOf('cookie-keys'));
    expect(cookieKeys.status).toBe(200);
    for (const key of cookieKeys.body) {
      expect(Object.keys(key).sort()).toEqual(['createdAt', 'id']);
    }
    expectError(await api.get(keysOf('secret-keys')), 400, 'guard.invalid_input', 'keyType');
  });

  it('rotates cookie keys without a body, keeping the previous key and dropping older ones', async () => {
    const before = (await api.get<OidcKey[]>(keysOf('cookie-keys'))).body;
    const rotated = await api.post<OidcKey[]>(`${keysOf('cookie-keys')}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toHaveLength(2);
    expect(rotated.body[1]?.id).toBe(before[0]?.id);
    const again = (await api.post<OidcKey[]>(`${keysOf('cookie-keys')}/rotate`, {})).body;
    expect(again).toHaveLength(2);
    expect(again[0]?.id).not.toBe(rotated.body[0]?.id);
    expect(again[1]?.id).toBe(rotated.body[0]?.id);

    const stored = await findCookieKeys(scopeToTenant(server().context.database.db, defaultTenantId));
    expect(stored.map((key) => key.id)).toEqual(again.map((key) => key.id));
  });

  it('keeps both new keys when two rotations run at once', async () => {
    const [first, second] = await Promise.all([
      api.post<OidcKey[]>(`${keysOf('cookie-keys')}/rotate`),
      api.post<OidcKey[]>(`${keysOf('cookie-keys')}/rotate`),
    ]);
    const created = [first.body[0]?.id, second.body[0]?.id];
    const listed = (await api.get<OidcKey[]>(keysOf('cookie-keys'))).body.map((key) => key.id);
    expect([...listed].sort()).toEqual([...created].sort());
  });

  it('signs with an EC key unless told otherwise, and refuses an unknown algorithm', async () => {
    const rotated = (await api.post<OidcKey[]>(`${keysOf('private-keys')}/rotate`)).body;
    expect(rotated[0]?.signingKeyAlgorithm).toBe('EC');
    expectError(
      await api.post(`${keysOf('private-keys')}/rotate`, { signingKeyAlgorithm: 'DSA' }),
      400,
      'guard.invalid_input',
      'signingKeyAlgorithm',
    );
  });

  it('deletes a previous cookie key but never the current one', async () => {
    const [current, previous] = (await api.post<OidcKey[]>(`${keysOf('cookie-keys')}/rotate`)).body;
    expectError(await api.delete(`${keysOf('cookie-keys')}/${current?.id}`), 422, 'oidc.cannot_delete_current_key');
    expect((await api.delete(`${keysOf('cookie-keys')}/${previous?.id}`)).status).toBe(204);
    expect((await api.get<OidcKey[]>(keysOf('cookie-keys'))).body.map((key) => key.id)).toEqual([current?.id]);
    expectError(await api.delete(`${keysOf('cookie-keys')}/${previous?.id}`), 404, 'oidc.key_not_found');
  });

  it('leaves the keys of another tenant alone', async () => {
    const other = await createOtherTenant(server());
    const [foreign] = await findPrivateKeys(other);
    expectError(await api.delete(`${keysOf('private-keys')}/${foreign?.id}`), 404, 'oidc.key_not_found');
    await api.post(`${keysOf('private-keys')}/rotate`);
    expect((await findPrivateKeys(other)).map((key) => key.id)).toEqual([foreign?.id]);
  });
});
