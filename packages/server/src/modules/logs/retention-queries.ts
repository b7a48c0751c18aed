import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Where a tenant's audit log retention is kept in `tenant_configs`: `{ "retentionDays": 30 }`. */
export const logRetentionConfigKey = 'auditLogs';

/** Maintenance across tenants: every tenant with the retention it configured, if any. */
export const findTenantLogRetentions = async (db: Kysely<Database>) => {
  const rows = await db
    .selectFrom('tenants')
    .leftJoin('tenant_configs', (join) =>
      join.onRef('tenant_configs.tenant_id', '=', 'tenants.id').on('tenant_configs.key', '=', logRetentionConfigKey),
    )
    .select(['tenants.id as tenantId', sql<unknown>`tenant_configs.value->'retentionDays'`.as('retentionDays')])
    .execute();
  return rows.map(({ tenantId, retentionDays }) => ({
    tenantId,
    retentionDays: typeof retentionDays === 'number' ? retentionDays : undefined,
  }));
};
