import { sql, type Kysely, type Selectable } from 'kysely';
import type { HookDeliveriesTable } from '../../db/hook-tables.js';
import { claimDueRows } from '../../db/lease-claim.js';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type HookDeliveryRow = Selectable<HookDeliveriesTable>;

/** Claims up to `limit` due deliveries of every tenant, counting an attempt for each (see claimDueRows). */
export const claimDueDeliveries = (db: Kysely<Database>, limit: number, leaseMs: number) =>
  claimDueRows(db, { table: 'hook_deliveries', dueColumn: 'next_attempt_at', limit, leaseMs, countColumn: 'attempts' });

/** The hooks the claimed deliveries go to (a hook deleted meanwhile took its rows with it). */
export const findHooksForDelivery = (scope: TenantScope, hookIds: readonly string[]) =>
  scope.selectFrom('hooks').select(['id', 'config', 'signing_key', 'enabled']).where('id', 'in', hookIds).execute();

export const deleteDeliveries = (scope: TenantScope, ids: readonly string[]) =>
  scope.deleteFrom('hook_deliveries').where('id', 'in', ids).execute();

/** Makes a failed delivery due again after `delayMs`. */
export const rescheduleDelivery = (scope: TenantScope, id: string, delayMs: number) =>
  scope
    .updateTable('hook_deliveries')
    .set({ next_attempt_at: sql<Date>`now() + ${delayMs}::integer * interval '1 millisecond'` })
    .where('id', '=', id)
    .execute();

/** Deliveries waiting (due or not); for tests and metrics. */
export const countPendingDeliveries = async (db: Kysely<Database>) => {
  const row = await db
    .selectFrom('hook_deliveries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
