import { sql, type Kysely, type Selectable } from 'kysely';
import type { HookDeliveriesTable } from '../../db/hook-tables.js';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type HookDeliveryRow = Selectable<HookDeliveriesTable>;

/**
 * Claims up to `limit` due deliveries of every tenant: each is pushed `leaseMs` into the future
 * and its attempt counted, in one statement. `FOR UPDATE SKIP LOCKED` lets dispatchers of
 * several instances claim at once without waiting on, or taking, each other's rows; a row whose
 * dispatcher died becomes due again when its lease ends. Deliberately not tenant-scoped: one
 * dispatcher serves every tenant of the database.
 */
export const claimDueDeliveries = (db: Kysely<Database>, limit: number, leaseMs: number) =>
  db
    .updateTable('hook_deliveries')
    .set({
      next_attempt_at: sql<Date>`now() + ${leaseMs}::integer * interval '1 millisecond'`,
      attempts: sql<number>`attempts + 1`,
    })
    .where(({ eb, selectFrom }) =>
      eb(
        sql`(tenant_id, id)`,
        'in',
        selectFrom('hook_deliveries')
          .select(['tenant_id', 'id'])
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      ),
    )
    .returningAll()
    .execute();

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
