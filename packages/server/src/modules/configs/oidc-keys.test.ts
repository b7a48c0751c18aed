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
  const signingKeys = async () => (await api.get<OidcKey[]>(keysOf('private-keys'))).body;
  /** Rotates, then takes a token signed with the new keys: a second rotation drops the key the old one was signed with. */
  const rotateSigningKeys = async (body: object = {}) => {
    const { body: keys } = await api.post<OidcKey[]>(`${keysOf('private-keys')}/rotate`, body);
    api = await createManagementApiClient(server());
    return keys;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('lists keys without their material, signing keys with algorithm and status (reference GetOidcKeys)', async () => {
    const privateKeys = await api.get<OidcKey[]>(keysOf('private-keys'));
    expect(privateKeys.status).toBe(200);
    expect(privateKeys.body.length).toBeGreaterThan(0);
    for (const key of privateKeys.body) {
      expect(Object.keys(key).sort()).toEqual(['createdAt', 'id', 'signingKeyAlgorithm', 'status']);
    }
    const cookieKeys = await api.get<OidcKey[]>(keysOf('cookie-keys'));
    expect(cookieKeys.status).toBe(200);
    for (const key of cookieKeys.body) {
      expect(Object.keys(key).sort()).toEqual(['createdAt', 'id']);
    }
    expectError(await api.get(keysOf('secret-keys')), 400, 'guard.invalid_input', 'keyType');
  });

  it('gives a tenant a current EC and a current RSA signing key from the start (OIDC Discovery §3: RS256)', async () => {
    const other = await createOtherTenant(server());
    const keys = await findPrivateKeys(other);
    expect(keys.map((key) => key.algorithm)).toEqual(['EC', 'RSA']);
    expect(keys.map((key) => key.jwk.kty)).toEqual(['EC', 'RSA']);
    const rsa = keys[1]?.jwk;
    // A 2048-bit modulus is 256 bytes.
    expect(Buffer.from(String(rsa?.n), 'base64url')).toHaveLength(256);
    expect(rsa?.kid).toBe(keys[1]?.id);
    expect(rsa?.use).toBe('sig');
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

  it('rotates one algorithm at a time: the new key is current, the old one previous, the other algorithm stays (reference RotateOidcKeys)', async () => {
    const before = await signingKeys();
    const currentEc = before.find((key) => key.signingKeyAlgorithm === 'EC' && key.status === 'Current');
    const currentRsa = before.find((key) => key.signingKeyAlgorithm === 'RSA' && key.status === 'Current');

    const afterRsa = await rotateSigningKeys({ signingKeyAlgorithm: 'RSA' });
    expect(afterRsa[0]).toMatchObject({ signingKeyAlgorithm: 'RSA', status: 'Current' });
    expect(afterRsa.find((key) => key.id === currentRsa?.id)?.status).toBe('Previous');
    expect(afterRsa.find((key) => key.id === currentEc?.id)?.status).toBe('Current');

    const afterRsaAgain = await rotateSigningKeys({ signingKeyAlgorithm: 'RSA' });
    // Only two keys of an algorithm are kept: the oldest RSA key is gone.
    expect(afterRsaAgain.map((key) => key.id)).not.toContain(currentRsa?.id);
    expect(afterRsaAgain.filter((key) => key.signingKeyAlgorithm === 'RSA').map((key) => key.status)).toEqual([
      'Current',
      'Previous',
    ]);
    expect(afterRsaAgain.filter((key) => key.signingKeyAlgorithm === 'EC').map((key) => key.id)).toContain(currentEc?.id);
    expect(await signingKeys()).toEqual(afterRsaAgain);
  });

  it('rotates to the algorithm the tenant signs with when none is asked for, and refuses an unknown one', async () => {
    const defaultAlgorithm = (await signingKeys())[0]?.signingKeyAlgorithm;
    const rotated = await rotateSigningKeys();
    expect(rotated[0]).toMatchObject({ signingKeyAlgorithm: defaultAlgorithm, status: 'Current' });
    const ec = await rotateSigningKeys({ signingKeyAlgorithm: 'EC' });
    expect(ec[0]?.signingKeyAlgorithm).toBe('EC');
    expect((await rotateSigningKeys())[0]?.signingKeyAlgorithm).toBe('EC');
    expectError(
      await api.post(`${keysOf('private-keys')}/rotate`, { signingKeyAlgorithm: 'DSA' }),
      400,
      'guard.invalid_input',
      'signingKeyAlgorithm',
    );
  });

  it('deletes only a previous signing key: oidc.only_previous_key_can_be_deleted otherwise (reference DeleteOidcKey)', async () => {
    const keys = await rotateSigningKeys({ signingKeyAlgorithm: 'EC' });
    for (const current of keys.filter((key) => key.status === 'Current')) {
      expectError(
        await api.delete(`${keysOf('private-keys')}/${current.id}`),
        422,
        'oidc.only_previous_key_can_be_deleted',
      );
    }
    const previous = keys.find((key) => key.status === 'Previous');
    expect((await api.delete(`${keysOf('private-keys')}/${previous?.id}`)).status).toBe(204);
    expect((await signingKeys()).map((key) => key.id)).toEqual(keys.filter((key) => key !== previous).map((key) => key.id));
    expectError(await api.delete(`${keysOf('private-keys')}/${previous?.id}`), 404, 'oidc.key_not_found');
  });

  it('deletes a previous cookie key but never the current one, and always keeps one (oidc.key_required)', async () => {
    const [current, previous] = (await api.post<OidcKey[]>(`${keysOf('cookie-keys')}/rotate`)).body;
    expectError(
      await api.delete(`${keysOf('cookie-keys')}/${current?.id}`),
      422,
      'oidc.only_previous_key_can_be_deleted',
    );
    expect((await api.delete(`${keysOf('cookie-keys')}/${previous?.id}`)).status).toBe(204);
    expect((await api.get<OidcKey[]>(keysOf('cookie-keys'))).body.map((key) => key.id)).toEqual([current?.id]);
    expectError(await api.delete(`${keysOf('cookie-keys')}/${current?.id}`), 422, 'oidc.key_required');
    expectError(await api.delete(`${keysOf('cookie-keys')}/${previous?.id}`), 422, 'oidc.key_required');
  });

  it('leaves the keys of another tenant alone', async () => {
    const other = await createOtherTenant(server());
    const foreign = await findPrivateKeys(other);
    expectError(await api.delete(`${keysOf('private-keys')}/${foreign[0]?.id}`), 404, 'oidc.key_not_found');
    await rotateSigningKeys();
    expect(await findPrivateKeys(other)).toEqual(foreign);
  });
});
