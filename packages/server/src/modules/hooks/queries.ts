import type { Insertable, Selectable, Updateable } from 'kysely';
import type { HooksTable } from '../../db/hook-tables.js';
import type { Page } from '../../db/page.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type HookRow = Selectable<HooksTable>;
type NewHook = Omit<Insertable<HooksTable>, 'tenant_id'>;

export const findHooks = (scope: TenantScope, page: Page) =>
  scope
    .selectFrom('hooks')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countHooks = async (scope: TenantScope) => {
  const row = await scope
    .selectFrom('hooks')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const findHookById = (scope: TenantScope, id: string) =>
  scope.selectFrom('hooks').selectAll().where('id', '=', id).executeTakeFirst();

/** What the outbox fans events out with: the enabled hooks and their events. */
export const findEnabledHookSubscriptions = (scope: TenantScope) =>
  scope.selectFrom('hooks').select(['id', 'events']).where('enabled', '=', true).execute();

export const insertHook = (scope: TenantScope, hook: NewHook) =>
  scope.insertInto('hooks', hook).returningAll().executeTakeFirstOrThrow();

export const updateHookById = (
  scope: TenantScope,
  id: string,
  changes: Omit<Updateable<HooksTable>, 'tenant_id' | 'id'>,
) => scope.updateTable('hooks').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteHookById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('hooks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};
