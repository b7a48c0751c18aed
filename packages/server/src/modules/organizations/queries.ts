import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrganizationsTable } from '../../db/organization-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { countRows } from '../../db/count-rows.js';
import { readPage } from '../../db/read-page.js';
import { matchesEveryPattern } from '../../db/search-match.js';

export type OrganizationRow = Selectable<OrganizationsTable>;

export const findOrganizationById = (scope: TenantScope, id: string) =>
  scope.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();

/** Organizations whose name, description or id match every pattern (see `search.ts`). */
const matching =
  (patterns: readonly string[]) => (eb: ExpressionBuilder<Database, 'organizations'>) =>
    matchesEveryPattern(eb, ['name', 'description', 'id'], patterns);

/** Organizations newest first. */
export const findOrganizations = (scope: TenantScope, patterns: readonly string[], page: Page) =>
  readPage(
    scope.selectFrom('organizations').selectAll().where(matching(patterns)),
    'newest-first',
    page,
  );

export const countOrganizations = (scope: TenantScope, patterns: readonly string[]) =>
  countRows(scope.selectFrom('organizations').where(matching(patterns)));

export const insertOrganization = (
  scope: TenantScope,
  row: Omit<Insertable<OrganizationsTable>, 'tenant_id'>,
) => scope.insertInto('organizations', row).returningAll().executeTakeFirstOrThrow();

export const updateOrganizationById = (
  scope: TenantScope,
  id: string,
  changes: Omit<Updateable<OrganizationsTable>, 'tenant_id' | 'id' | 'created_at'>,
) =>
  scope
    .updateTable('organizations')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteOrganizationById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('organizations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};
