import type { TenantScope } from '../../db/tenant-scope.js';
import { toJson } from '../../db/json.js';

export const findTenantConfigByKey = async (scope: TenantScope, key: string) => {
  const row = await scope
    .selectFrom('tenant_configs')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
};

export const upsertTenantConfig = (scope: TenantScope, key: string, value: unknown) =>
  scope
    .insertInto('tenant_configs', { key, value: toJson(value) })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'key']).doUpdateSet({ value: toJson(value), updated_at: new Date() }),
    )
    .execute();

/** Writes the value only when the key has none yet; concurrent first writers keep the first. */
export const insertTenantConfigIfMissing = (scope: TenantScope, key: string, value: unknown) =>
  scope
    .insertInto('tenant_configs', { key, value: toJson(value) })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'key']).doNothing())
    .execute();

/** Deletes the key's value; answers whether there was one. */
export const deleteTenantConfigByKey = async (scope: TenantScope, key: string) => {
  const result = await scope.deleteFrom('tenant_configs').where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};
