import { freeTenantCap, type TenantResponse } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { ApiClient } from '../../testing/api-client.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';
import { expectError } from '../../testing/expect-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { updateSubscription } from '../subscriptions/queries.js';

describeEachDatabase(
  'cloud API: the free-tenant cap',
  (server) => {
    let owner: { userId: string; cloud: ApiClient };
    let freeTenants: TenantResponse[] = [];
    const production = (name: string) => ({ name, tag: 'production', regionName: 'EU' });
    const movePlan = (tenantId: string, planId: string) =>
      updateSubscription(scopeToTenant(server().context.database.db, tenantId), { plan_id: planId });

    beforeAll(async () => {
      owner = await createCloudUser(server(), 'free_cap_owner');
      freeTenants = [];
      for (let index = 0; index < freeTenantCap; index += 1) {
        freeTenants.push(await createTenantAs(owner.cloud, production(`Free ${index}`)));
      }
    });

    it('refuses another free production tenant once the user has the cap of them, as a quota', async () => {
      expect(freeTenants.every((tenant) => tenant.planId === 'free')).toBe(true);
      const refused = await owner.cloud.post('/tenants', production('One too many'));
      expectError(refused, 403, 'subscription.quota_exceeded');
      expect(refused.body).toMatchObject({ data: { exceededQuota: { freeTenantsLimit: freeTenantCap } } });
      const names = (await owner.cloud.get<TenantResponse[]>('/tenants')).body.map((tenant) => tenant.name);
      expect(names).not.toContain('One too many');
    });

    it('still creates development tenants, which are on the development plan', async () => {
      expect(await createTenantAs(owner.cloud, { name: 'Dev', tag: 'development', regionName: 'US' })).toMatchObject({
        tag: 'development',
        planId: 'dev',
      });
    });

    it('counts only the tenants on the free plan, and lifts the cap for a user with an enterprise tenant', async () => {
      const [first, second] = freeTenants;
      await movePlan(first?.id ?? '', 'pro');
      expect(await createTenantAs(owner.cloud, production('Ninth free again'))).toMatchObject({ planId: 'free' });
      expectError(await owner.cloud.post('/tenants', production('Past the cap')), 403, 'subscription.quota_exceeded');

      await movePlan(second?.id ?? '', 'enterprise');
      await movePlan(first?.id ?? '', 'free');
      expect(await createTenantAs(owner.cloud, production('Under contract'))).toMatchObject({ planId: 'free' });
    });

    it('counts two creations racing at the cap one after the other, and holds a re-tag to production to it', async () => {
      const racer = await createCloudUser(server(), 'free_cap_racer');
      const development = await createTenantAs(racer.cloud, { name: 'Dev first', tag: 'development', regionName: 'EU' });
      for (let index = 1; index < freeTenantCap; index += 1) {
        await createTenantAs(racer.cloud, production(`Racer ${index}`));
      }
      const raced = await Promise.all([
        racer.cloud.post('/tenants', production('Racer A')),
        racer.cloud.post('/tenants', production('Racer B')),
      ]);
      expect(raced.map((response) => response.status).sort()).toEqual([200, 403]);
      const listed = (await racer.cloud.get<TenantResponse[]>('/tenants')).body;
      expect(listed.filter((tenant) => tenant.planId === 'free')).toHaveLength(freeTenantCap);

      // At the cap, re-tagging the development tenant would make one free tenant too many.
      const retag = await racer.cloud.patch(`/tenants/${development.id}`, { tag: 'production' });
      expectError(retag, 403, 'subscription.quota_exceeded');
      expect(retag.body).toMatchObject({ data: { exceededQuota: { freeTenantsLimit: freeTenantCap } } });
      const after = (await racer.cloud.get<TenantResponse[]>('/tenants')).body.find((tenant) => tenant.id === development.id);
      expect(after).toMatchObject({ tag: 'development', planId: 'dev' });
      // A rename alone is not a re-tag.
      expect((await racer.cloud.patch(`/tenants/${development.id}`, { name: 'Still dev' })).status).toBe(200);
    });

    it('leaves other users to their own count', async () => {
      const other = await createCloudUser(server(), 'free_cap_other');
      expect(await createTenantAs(other.cloud, production('First free'))).toMatchObject({ planId: 'free' });
    });
  },
  { EDITION: 'cloud' },
);
