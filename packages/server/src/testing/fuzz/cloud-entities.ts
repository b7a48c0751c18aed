import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertCheckoutSession } from '../../modules/payments/checkout-queries.js';
import { generateId } from '../../utils/id.js';
import type { TenantEntities } from './tenant-entities.js';

/**
 * What the cloud API keeps about a tenant outside its own scope: a checkout bought for it
 * (`/checkout-session/{id}`), by one of the tenant's users, so neither side's caller owns it and
 * every try at it from the other side must find nothing.
 */
export async function addCloudEntities(db: Kysely<Database>, entities: TenantEntities): Promise<void> {
  const checkout = await insertCheckoutSession(db, {
    id: generateId(),
    user_id: entities.ids.user?.[0] ?? generateId(),
    tenant_id: entities.tenantId,
    plan_id: 'pro',
    sku_id: 'pro',
    provider: 'sandbox',
    success_callback_url: `https://${entities.marker}.example.com/checkout`,
    expires_at: new Date(Date.now() + 3_600_000),
  });
  entities.ids['checkout-session'] = [checkout.id];
}
