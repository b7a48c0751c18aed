import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TenantSubscriptionsTable } from '../../db/subscription-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type SubscriptionRow = Selectable<TenantSubscriptionsTable>;

export const findSubscription = (scope: TenantScope) =>
  scope.selectFrom('tenant_subscriptions').selectAll().executeTakeFirst();

/** Writes the tenant's subscription unless it has one (provisioning runs again on every start). */
export const insertSubscriptionIfMissing = async (
  scope: TenantScope,
  subscription: Omit<Insertable<TenantSubscriptionsTable>, 'tenant_id'>,
) => {
  await scope
    .insertInto('tenant_subscriptions', subscription)
    .onConflict((conflict) => conflict.column('tenant_id').doNothing())
    .execute();
};

/** Changes the subscription (a checkout's plan, a provider's period or status). */
export const updateSubscription = (
  scope: TenantScope,
  changes: Omit<Updateable<TenantSubscriptionsTable>, 'tenant_id' | 'created_at'>,
) =>
  scope
    .updateTable('tenant_subscriptions')
    .set({ ...changes, updated_at: new Date() })
    .returningAll()
    .executeTakeFirst();
