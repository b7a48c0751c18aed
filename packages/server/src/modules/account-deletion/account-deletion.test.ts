import { adminTenantId, type AccountDeletionCheck, type TenantResponse } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';
import { signConsoleUserToken } from '../../testing/console-user-token.js';
import { expectError } from '../../testing/expect-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findTenantById } from '../../tenancy/tenant-queries.js';
import { findOrganizationById } from '../organizations/queries.js';
import { updateSubscription } from '../subscriptions/queries.js';
import { addTenantMember, findTenantMembers } from '../tenant-members/member-service.js';
import { findUserById } from '../users/queries.js';

type Member = { userId: string; cloud: ApiClient; me: ApiClient; token: string };

describeEachDatabase(
  'account deletion (cloud)',
  (server) => {
    const db = () => server().context.database.db;
    const admin = () => scopeToTenant(db(), adminTenantId);
    let count = 0;

    /** A console user with a cloud API client (tenants) and a `me` client (their account). */
    const member = async (label: string): Promise<Member> => {
      count += 1;
      const { userId, cloud } = await createCloudUser(server(), `${label}_${count}`);
      const token = await signConsoleUserToken(server(), userId);
      return { userId, cloud, me: createApiClient(server().url, token), token };
    };
    const join = (tenantId: string, who: Member, role: 'admin' | 'collaborator') =>
      admin().transaction((tx) => addTenantMember(tx, tenantId, who.userId, role));
    /** `DELETE /me` with the request id the console sends, to quote when it fails. */
    const deleteWithRequestId = async (who: Member, requestId: string) => {
      const response = await fetch(`${server().url}/api/me`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${who.token}`, 'X-Request-Id': requestId },
      });
      return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
    };
    const check = async (who: Member) => {
      const response = await who.me.get<AccountDeletionCheck>('/me/deletion-blockers');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };

    let other: Member;
    beforeAll(async () => {
      other = await member('other');
    });

    it('deletes the tenants the user administers, leaves the others, then deletes the user', async () => {
      const leaving = await member('leaving');
      const sandbox = await createTenantAs(leaving.cloud, { name: 'Sandbox', regionName: 'EU' });
      const shop = await createTenantAs(leaving.cloud, { name: 'Shop', tag: 'production', regionName: 'US' });
      // Administered by the user with someone else in it: deleted all the same (spec 000 §4.9).
      const shared = await createTenantAs(leaving.cloud, { name: 'Shared', regionName: 'EU' });
      await join(shared.id, other, 'collaborator');
      const theirs = await createTenantAs(other.cloud, { name: 'Theirs', regionName: 'EU' });
      await join(theirs.id, leaving, 'collaborator');

      expect(await check(leaving)).toEqual({
        blockers: [],
        tenantsToDelete: [sandbox, shop, shared].map(({ id, name }) => ({ id, name })),
        tenantsToLeave: [{ id: theirs.id, name: 'Theirs' }],
      });
      expect((await leaving.me.delete('/me')).status).toBe(204);

      for (const gone of [sandbox, shop, shared]) {
        expect(await findTenantById(db(), gone.id)).toBeUndefined();
        expect(await findOrganizationById(admin(), `t-${gone.id}`)).toBeUndefined();
      }
      expect(await findTenantById(db(), theirs.id)).toMatchObject({ id: theirs.id, name: 'Theirs' });
      expect((await findTenantMembers(admin(), theirs.id)).map((each) => [each.id, each.role])).toEqual([
        [other.userId, 'admin'],
      ]);
      expect(await findUserById(admin(), leaving.userId)).toBeUndefined();
      expectError(await leaving.me.get('/me'), 404, 'user.not_found');
      const remaining = await other.cloud.get<TenantResponse[]>('/tenants');
      expect(remaining.body.map((tenant) => tenant.id)).toEqual([theirs.id]);
    });

    it('refuses while a tenant to delete is on a paid plan, naming it and quoting the request id', async () => {
      const paying = await member('paying');
      const shop = await createTenantAs(paying.cloud, { name: 'Paid shop', tag: 'production', regionName: 'EU' });
      const free = await createTenantAs(paying.cloud, { name: 'Free', regionName: 'EU' });
      await updateSubscription(scopeToTenant(db(), shop.id), { plan_id: 'pro' });
      // A paid tenant the user only collaborates in is left, so it does not block.
      const theirs = await createTenantAs(other.cloud, { name: 'Their paid shop', tag: 'production', regionName: 'EU' });
      await updateSubscription(scopeToTenant(db(), theirs.id), { plan_id: 'pro' });
      await join(theirs.id, paying, 'collaborator');

      const blockers = [{ code: 'paid_plan', tenants: [{ id: shop.id, name: 'Paid shop' }] }];
      expect((await check(paying)).blockers).toEqual(blockers);

      const requestId = 'delete-account-paid-1';
      const response = await deleteWithRequestId(paying, requestId);
      const error = expectError(response, 422, 'account_deletion.blocked');
      expect(error.data).toEqual({ blockers });
      expect(response.headers.get('x-request-id')).toBe(requestId);

      // Nothing was touched.
      expect(await findUserById(admin(), paying.userId)).toMatchObject({ id: paying.userId });
      for (const kept of [shop, free, theirs]) {
        expect(await findTenantById(db(), kept.id)).toMatchObject({ id: kept.id });
      }
      expect((await findTenantMembers(admin(), theirs.id)).map((each) => each.id)).toContain(paying.userId);

      // Back on the free plan, the deletion goes through.
      await updateSubscription(scopeToTenant(db(), shop.id), { plan_id: 'free' });
      expect((await paying.me.delete('/me')).status).toBe(204);
      expect(await findTenantById(db(), shop.id)).toBeUndefined();
      expect(await findTenantById(db(), theirs.id)).toMatchObject({ id: theirs.id });
    });

    it('refuses while a tenant to delete has a subscription that is not active', async () => {
      const overdue = await member('overdue');
      const tenant = await createTenantAs(overdue.cloud, { name: 'Overdue', tag: 'production', regionName: 'EU' });
      await updateSubscription(scopeToTenant(db(), tenant.id), { status: 'past_due' });
      const blockers = [{ code: 'subscription_status', tenants: [{ id: tenant.id, name: 'Overdue' }] }];
      expect((await check(overdue)).blockers).toEqual(blockers);
      expect(expectError(await overdue.me.delete('/me'), 422, 'account_deletion.blocked').data).toEqual({ blockers });
      expect(await findTenantById(db(), tenant.id)).toMatchObject({ id: tenant.id });
      expect(await findUserById(admin(), overdue.userId)).toMatchObject({ id: overdue.userId });
    });
  },
  { EDITION: 'cloud' },
);

describeEachDatabase('account deletion (open-source edition)', (server) => {
  it('is for the cloud edition only', async () => {
    const { userId } = await createCloudUser(server(), 'oss_user');
    const me = createApiClient(server().url, await signConsoleUserToken(server(), userId));
    expectError(await me.get('/me/deletion-blockers'), 403, 'auth.cloud_only');
    expectError(await me.delete('/me'), 403, 'auth.cloud_only');
    expect(await findUserById(scopeToTenant(server().context.database.db, adminTenantId), userId)).toMatchObject({ id: userId });
  });
});
