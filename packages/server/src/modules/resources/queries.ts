import type { Insertable, Selectable } from 'kysely';
import type { ResourcesTable, ScopesTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type ResourceRow = Selectable<ResourcesTable>;
export type ScopeRow = Selectable<ScopesTable>;

export const findResourceByIndicator = (scope: TenantScope, indicator: string) =>
  scope.selectFrom('resources').selectAll().where('indicator', '=', indicator).executeTakeFirst();

export const findDefaultResource = (scope: TenantScope) =>
  scope.selectFrom('resources').selectAll().where('is_default', '=', true).executeTakeFirst();

export const insertResource = (
  scope: TenantScope,
  resource: Omit<Insertable<ResourcesTable>, 'tenant_id'>,
) => scope.insertInto('resources', resource).returningAll().executeTakeFirstOrThrow();

export const insertScope = (scope: TenantScope, row: Omit<Insertable<ScopesTable>, 'tenant_id'>) =>
  scope.insertInto('scopes', row).returningAll().executeTakeFirstOrThrow();

export const findScopeByName = (scope: TenantScope, resourceId: string, name: string) =>
  scope
    .selectFrom('scopes')
    .selectAll()
    .where('resource_id', '=', resourceId)
    .where('name', '=', name)
    .executeTakeFirst();
