import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ApplicationSecretsTable, ApplicationsTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { countRows } from '../../db/count-rows.js';
import { readPage } from '../../db/read-page.js';
import { matchesEveryPattern } from '../../db/search-match.js';
import { toSearchPattern } from '../../db/search-pattern.js';
import { roleApplications } from '../roles/role-links.js';

export type ApplicationRow = Selectable<ApplicationsTable>;
export type ApplicationSecretRow = Selectable<ApplicationSecretsTable>;
export type NewApplication = Omit<Insertable<ApplicationsTable>, 'tenant_id'>;
export type ApplicationChanges = Omit<Updateable<ApplicationsTable>, 'tenant_id' | 'id' | 'type' | 'created_at'>;

export const findApplicationById = (scope: TenantScope, id: string) =>
  scope.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();

/** The Protected app served on `host`, if any. */
export const findApplicationByProtectedHost = (scope: TenantScope, host: string) =>
  scope
    .selectFrom('applications')
    .select('id')
    .where(sql<string>`protected_app_metadata->>'host'`, '=', host)
    .executeTakeFirst();

export const insertApplication = (scope: TenantScope, application: NewApplication) =>
  scope.insertInto('applications', application).returningAll().executeTakeFirstOrThrow();

/** The secrets of an application, newest first unless told otherwise (the API lists oldest first). */
export const findApplicationSecrets = (
  scope: TenantScope,
  applicationId: string,
  order: 'asc' | 'desc' = 'desc',
) =>
  scope
    .selectFrom('application_secrets')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', order)
    .orderBy('name', order)
    .execute();

export const insertApplicationSecret = (
  scope: TenantScope,
  secret: Omit<Insertable<ApplicationSecretsTable>, 'tenant_id'>,
) => scope.insertInto('application_secrets', secret).returningAll().executeTakeFirstOrThrow();

export type ApplicationFilter = {
  search?: string;
  types?: readonly string[];
  isThirdParty?: boolean;
  /** Only applications holding this role / not holding it. */
  roleId?: string;
  excludeRoleId?: string;
};

const filteredApplications = (scope: TenantScope, filter: ApplicationFilter) => {
  let query = scope.selectFrom('applications');
  if (filter.search) {
    const patterns = [toSearchPattern(filter.search)];
    query = query.where((eb) => matchesEveryPattern(eb, ['name', 'id', 'description'], patterns));
  }
  if (filter.types && filter.types.length > 0) {
    query = query.where('type', 'in', filter.types);
  }
  if (filter.isThirdParty !== undefined) {
    query = query.where('is_third_party', '=', filter.isThirdParty);
  }
  const holdersOf = (roleId: string) => roleApplications.linkedIds(scope, { role_id: roleId });
  if (filter.roleId !== undefined) {
    query = query.where('id', 'in', holdersOf(filter.roleId));
  }
  if (filter.excludeRoleId !== undefined) {
    query = query.where('id', 'not in', holdersOf(filter.excludeRoleId));
  }
  return query;
};

/** Applications newest first; `search` is a substring of the name, id or description. */
export const findApplications = (scope: TenantScope, filter: ApplicationFilter, page: Page) =>
  readPage(filteredApplications(scope, filter).selectAll(), 'newest-first', page);

export const countApplications = (scope: TenantScope, filter: ApplicationFilter) =>
  countRows(filteredApplications(scope, filter));

export const findApplicationsByIds = (scope: TenantScope, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : scope.selectFrom('applications').selectAll().where('id', 'in', ids).execute();

export const updateApplicationById = (scope: TenantScope, id: string, changes: ApplicationChanges) =>
  scope.updateTable('applications').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

/** Merges keys into the stored custom data in one statement (jsonb `||`: top-level keys replace theirs). */
export const mergeApplicationCustomData = (scope: TenantScope, id: string, customData: Record<string, unknown>) =>
  scope
    .updateTable('applications')
    .set({ custom_data: sql<string>`custom_data || ${JSON.stringify(customData)}::jsonb` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteApplicationById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('applications').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};

export const findApplicationSecretByName = (scope: TenantScope, applicationId: string, name: string) =>
  scope
    .selectFrom('application_secrets')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('name', '=', name)
    .executeTakeFirst();

export const updateApplicationSecretName = (
  scope: TenantScope,
  applicationId: string,
  name: string,
  newName: string,
) =>
  scope
    .updateTable('application_secrets')
    .set({ name: newName })
    .where('application_id', '=', applicationId)
    .where('name', '=', name)
    .returningAll()
    .executeTakeFirst();

export const deleteApplicationSecretByName = async (scope: TenantScope, applicationId: string, name: string) => {
  const result = await scope
    .deleteFrom('application_secrets')
    .where('application_id', '=', applicationId)
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
