import type { Generated } from 'kysely';
import type { TenantSubscription } from '@tessera/schemas';
import type { CreatedAt, UpdatedAt } from './column-types.js';

/**
 * A tenant's subscription (0024-tenant-subscriptions), one per tenant. A checkout changes
 * `plan_id` and records the payment provider's ids and billed period; while `provider` is null
 * the tenant is billed by no one and its period is the calendar month.
 */
export type TenantSubscriptionsTable = {
  tenant_id: string;
  plan_id: string;
  status: Generated<TenantSubscription['status']>;
  provider: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
