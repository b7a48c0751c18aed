import { defaultTenantId, type UserInfo, type UserMfaVerification } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { findUserById, updateUserById } from './queries.js';

const identities = {
  github: { userId: 'gh-1', details: { login: 'octo' } },
  google: { userId: 'g-2' },
};
const createdAt = '2026-01-01T00:00:00.000Z';
const verifications = [
  { id: 'totp1', type: 'Totp', key: 'JBSWY3DPEHPK3PXP', createdAt },
  {
    id: 'webauthn1',
    type: 'WebAuthn',
    credentialId: 'cred',
    publicKey: 'pk',
    counter: 0,
    agent: 'Firefox',
    name: 'Laptop key',
    createdAt,
    lastUsedAt: createdAt,
  },
  { id: 'backup1', type: 'BackupCode', codes: [{ code: 'c1' }, { code: 'c2', usedAt: createdAt }, { code: 'c3' }], createdAt },
];

describeEachDatabase('users API: identities and MFA factors', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  const linkedUser = async (scope: TenantScope) => {
    const user = await insertTestUser(scope);
    await updateUserById(scope, user.id, { identities: toJson(identities), mfa_verifications: toJson(verifications) });
    return user;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = server().context.tenantScope(defaultTenantId);
  });

  it('lists, reads and removes social identities', async () => {
    const user = await linkedUser(home);
    expect((await api.get(`/users/${user.id}/all-identities`)).body).toEqual({
      socialIdentities: [
        { target: 'github', identity: identities.github },
        { target: 'google', identity: identities.google },
      ],
      ssoIdentities: [],
    });
    expect((await api.get(`/users/${user.id}/identities/github`)).body).toEqual({ identity: identities.github });
    const missing = expectError(await api.get(`/users/${user.id}/identities/apple`), 404, 'user.identity_not_found');
    expect(missing.data).toEqual({ target: 'apple' });
    expectError(await api.get(`/users/${user.id}/identities/toString`), 404, 'user.identity_not_found');

    const removed = await api.delete<UserInfo>(`/users/${user.id}/identities/github`);
    expect(removed.status).toBe(200);
    expect(removed.body.identities).toEqual({ google: identities.google });
    expectError(await api.delete(`/users/${user.id}/identities/github`), 404, 'user.identity_not_found');
  });

  it('writes an identity directly only for a target a social connector serves', async () => {
    const user = await insertTestUser(home);
    const demo = await api.post<{ id: string }>('/connectors', { connectorId: 'demo-discord-social' });
    expect(demo.status).toBe(200);
    const created = await api.put(`/users/${user.id}/identities/discord`, { userId: 'd-1', details: { username: 'ada' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ discord: { userId: 'd-1', details: { username: 'ada' } } });
    expect((await api.put(`/users/${user.id}/identities/discord`, { userId: 'd-2' })).status).toBe(200);
    expect((await findUserById(home, user.id))?.identities).toEqual({ discord: { userId: 'd-2' } });
    const unserved = expectError(await api.put(`/users/${user.id}/identities/nobody-serves-this`, { userId: 'x' }), 404, 'connector.not_found');
    expect(unserved.data).toEqual({ type: 'nobody-serves-this' });
    expect((await api.delete(`/connectors/${demo.body.id}`)).status).toBe(204);
  });

  it('lists MFA factors without their secrets and removes one', async () => {
    const user = await linkedUser(home);
    const listed = await api.get<UserMfaVerification[]>(`/users/${user.id}/mfa-verifications`);
    expect(listed.body).toEqual([
      { id: 'totp1', type: 'Totp', createdAt },
      { id: 'webauthn1', type: 'WebAuthn', createdAt, lastUsedAt: createdAt, agent: 'Firefox', name: 'Laptop key' },
      { id: 'backup1', type: 'BackupCode', createdAt, remainCodes: 2 },
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/JBSWY3DPEHPK3PXP|"pk"|"c1"/);

    expect((await api.delete(`/users/${user.id}/mfa-verifications/totp1`)).status).toBe(204);
    expect((await findUserById(home, user.id))?.mfa_verifications).toHaveLength(2);
    const missing = expectError(await api.delete(`/users/${user.id}/mfa-verifications/totp1`), 404, 'entity.not_exists_with_id');
    expect(missing.data).toEqual({ name: 'mfa_verification', id: 'totp1' });
  });

  it('answers 404 for unknown users and users of another tenant, changing nothing there', async () => {
    const foreign = await linkedUser(await createOtherTenant(server()));
    for (const id of ['nosuchuser', foreign.id]) {
      expectError(await api.get(`/users/${id}/all-identities`), 404, 'entity.not_exists_with_id');
      expectError(await api.get(`/users/${id}/identities/github`), 404, 'entity.not_exists_with_id');
      expectError(await api.delete(`/users/${id}/identities/github`), 404, 'entity.not_exists_with_id');
      expectError(await api.get(`/users/${id}/mfa-verifications`), 404, 'entity.not_exists_with_id');
      expectError(await api.delete(`/users/${id}/mfa-verifications/totp1`), 404, 'entity.not_exists_with_id');
    }
    const kept = await findUserById(server().context.tenantScope('other'), foreign.id);
    expect(kept?.identities).toEqual(identities);
    expect(kept?.mfa_verifications).toHaveLength(3);
  });
});
