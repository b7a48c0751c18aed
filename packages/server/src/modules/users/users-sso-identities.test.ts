import { defaultTenantId, type UserAllIdentities, type UserInfo, type UserSsoIdentityResponse } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { encryptSsoConfig } from '../sso-connectors/config.js';
import { insertUserSsoIdentity } from '../sso-connectors/identity-queries.js';
import { insertSsoConnector } from '../sso-connectors/queries.js';

describeEachDatabase('users API: enterprise SSO identities', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let other: TenantScope;
  let sequence = 0;
  const connector = async (scope: TenantScope) => {
    sequence += 1;
    const id = `ssoidconn${scope.tenantId}${sequence}`.slice(0, 21);
    await insertSsoConnector(scope, {
      id,
      provider_name: 'OIDC',
      connector_name: `Connector ${sequence}`,
      config_encrypted: encryptSsoConfig(server().context.vault, {}),
      domains: toJson([]),
      branding: toJson({}),
    });
    return id;
  };
  const identity = (scope: TenantScope, userId: string, ssoConnectorId: string, subject: string) => {
    sequence += 1;
    return insertUserSsoIdentity(scope, {
      id: `ssoident${sequence}`,
      user_id: userId,
      sso_connector_id: ssoConnectorId,
      issuer: `https://idp-${ssoConnectorId}.test`,
      identity_id: subject,
      detail: toJson({ email: `${subject}@corp.test` }),
    });
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = server().context.tenantScope(defaultTenantId);
    other = await createOtherTenant(server());
  });

  it('reads the identity of a user at one connector, and 404s with a clear code when there is none', async () => {
    const [first, second] = [await connector(home), await connector(home)];
    const user = await insertTestUser(home);
    const row = await identity(home, user.id, first, 'alice');
    const found = await api.get<UserSsoIdentityResponse>(`/users/${user.id}/sso-identities/${first}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      ssoIdentity: {
        tenantId: defaultTenantId,
        id: row.id,
        userId: user.id,
        issuer: row.issuer,
        identityId: 'alice',
        detail: { email: 'alice@corp.test' },
        ssoConnectorId: first,
        createdAt: row.created_at.getTime(),
        updatedAt: row.updated_at.getTime(),
      },
    });
    const all = await api.get<UserAllIdentities>(`/users/${user.id}/all-identities`);
    expect(all.body.ssoIdentities).toEqual([found.body]);
    const none = expectError(await api.get(`/users/${user.id}/sso-identities/${second}`), 404, 'user.sso_identity_not_found');
    expect(none.data).toEqual({ userId: user.id, ssoConnectorId: second });
    expectError(await api.get(`/users/${user.id}/sso-identities/nosuchconnector`), 404, 'user.sso_identity_not_found');
    expectError(await api.get(`/users/nosuchuser/sso-identities/${first}`), 404, 'entity.not_exists_with_id');
  });

  it('adds ssoIdentities to a page of users and to one user only when asked', async () => {
    const [first, second] = [await connector(home), await connector(home)];
    const linked = await insertTestUser(home, { username: 'sso-linked' });
    const plain = await insertTestUser(home, { username: 'sso-plain' });
    await identity(home, linked.id, first, 'bob');
    await identity(home, linked.id, second, 'bob2');

    const page = await api.get<UserInfo[]>('/users?search=sso-%25&includeSsoIdentities=true');
    expect(page.status).toBe(200);
    const byId = new Map(page.body.map((user) => [user.id, user]));
    expect(byId.get(linked.id)?.ssoIdentities?.map((item) => [item.ssoConnectorId, item.identityId])).toEqual([
      [first, 'bob'],
      [second, 'bob2'],
    ]);
    expect(byId.get(plain.id)?.ssoIdentities).toEqual([]);
    for (const flag of ['1', 'yes', 'TRUE']) {
      const one = await api.get<UserInfo>(`/users/${linked.id}?includeSsoIdentities=${flag}`);
      expect(one.body.ssoIdentities).toHaveLength(2);
    }
    const withHash = await api.get<UserInfo & { passwordDigest?: unknown }>(
      `/users/${linked.id}?includeSsoIdentities=true&includePasswordHash=true`,
    );
    expect(withHash.body.ssoIdentities).toHaveLength(2);
    expect(withHash.body).toHaveProperty('passwordDigest');

    const without = await api.get<UserInfo[]>('/users?search=sso-%25');
    expect(without.body.every((user) => !('ssoIdentities' in user))).toBe(true);
    expect('ssoIdentities' in (await api.get<UserInfo>(`/users/${linked.id}?includeSsoIdentities=false`)).body).toBe(false);
  });

  it("never reads another tenant's SSO identities", async () => {
    const foreignConnector = await connector(other);
    const foreignUser = await insertTestUser(other, { username: 'foreign-sso' });
    await identity(other, foreignUser.id, foreignConnector, 'mallory');
    expectError(await api.get(`/users/${foreignUser.id}/sso-identities/${foreignConnector}`), 404, 'entity.not_exists_with_id');
    const mine = await insertTestUser(home);
    expectError(await api.get(`/users/${mine.id}/sso-identities/${foreignConnector}`), 404, 'user.sso_identity_not_found');
    const page = await api.get<UserInfo[]>('/users?includeSsoIdentities=true&page_size=100');
    const identities = page.body.flatMap((user) => user.ssoIdentities ?? []);
    expect(identities.every((item) => item.tenantId === defaultTenantId)).toBe(true);
    expect(identities.map((item) => item.identityId)).not.toContain('mallory');
  });
});
