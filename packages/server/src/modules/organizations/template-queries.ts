import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrganizationRolesTable, OrganizationScopesTable } from '../../db/organization-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { countRows } from '../../db/count-rows.js';
import { readPage } from '../../db/read-page.js';
import { matchesEveryPattern } from '../../db/search-match.js';

export type OrganizationScopeRow = Selectable<OrganizationScopesTable>;
export type OrganizationRoleRow = Selectable<OrganizationRolesTable>;
type TemplateTable = 'organization_scopes' | 'organization_roles';

/** Rows whose name, description or id match every pattern (see `search.ts`). */
const matching =
  (patterns: readonly string[]) =>
  <T extends TemplateTable>(eb: ExpressionBuilder<Database, T>) => {
    // Both tables have these columns; Kysely cannot see it through the generic table.
    const ref = eb as unknown as ExpressionBuilder<Database, 'organization_scopes'>;
    return matchesEveryPattern(ref, ['name', 'description', 'id'], patterns);
  };

// Organization scopes.

export const findOrganizationScopeById = (scope: TenantScope, id: string) =>
  scope.selectFrom('organization_scopes').selectAll().where('id', '=', id).executeTakeFirst();

export const findOrganizationScopeByName = (scope: TenantScope, name: string) =>
  scope.selectFrom('organization_scopes').selectAll().where('name', '=', name).executeTakeFirst();

export const findOrganizationScopesByIds = (scope: TenantScope, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : scope.selectFrom('organization_scopes').selectAll().where('id', 'in', ids).execute();

/** Organization scopes by name; every pattern must match the name, description or id. */
export const findOrganizationScopes = (
  scope: TenantScope,
  patterns: readonly string[],
  page: Page,
) =>
  readPage(scope.selectFrom('organization_scopes').selectAll().where(matching(patterns)), 'by-name', page);

export const countOrganizationScopes = (scope: TenantScope, patterns: readonly string[]) =>
  countRows(scope.selectFrom('organization_scopes').where(matching(patterns)));

export const insertOrganizationScope = (
  scope: TenantScope,
  row: Omit<Insertable<OrganizationScopesTable>, 'tenant_id'>,
) => scope.insertInto('organization_scopes', row).returningAll().executeTakeFirstOrThrow();

export const updateOrganizationScopeById = (
  scope: TenantScope,
  id: string,
  changes: Pick<Updateable<OrganizationScopesTable>, 'name' | 'description'>,
) =>
  scope
    .updateTable('organization_scopes')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteOrganizationScopeById = async (scope: TenantScope, id: string) => {
  const result = await scope
    .deleteFrom('organization_scopes')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

// Organization roles.

export const findOrganizationRoleById = (scope: TenantScope, id: string) =>
  scope.selectFrom('organization_roles').selectAll().where('id', '=', id).executeTakeFirst();

export const findOrganizationRoleByName = (scope: TenantScope, name: string) =>
  scope.selectFrom('organization_roles').selectAll().where('name', '=', name).executeTakeFirst();

export const findOrganizationRolesByIds = (scope: TenantScope, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : scope.selectFrom('organization_roles').selectAll().where('id', 'in', ids).execute();

export const findOrganizationRolesByNames = (scope: TenantScope, names: readonly string[]) =>
  names.length === 0
    ? Promise.resolve([])
    : scope.selectFrom('organization_roles').selectAll().where('name', 'in', names).execute();

/** Organization roles by name; every pattern must match the name, description or id. */
export const findOrganizationRoles = (
  scope: TenantScope,
  patterns: readonly string[],
  page: Page,
) =>
  readPage(scope.selectFrom('organization_roles').selectAll().where(matching(patterns)), 'by-name', page);

export const countOrganizationRoles = (scope: TenantScope, patterns: readonly string[]) =>
  countRows(scope.selectFrom('organization_roles').where(matching(patterns)));

export const insertOrganizationRole = (
  scope: TenantScope,
  row: Omit<Insertable<OrganizationRolesTable>, 'tenant_id'>,
) => scope.insertInto('organization_roles', row).returningAll().executeTakeFirstOrThrow();

export const updateOrganizationRoleById = (
  scope: TenantScope,
  id: string,
  changes: Pick<Updateable<OrganizationRolesTable>, 'name' | 'description' | 'type'>,
) =>
  scope
    .updateTable('organization_roles')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteOrganizationRoleById = async (scope: TenantScope, id: string) => {
  const result = await scope
    .deleteFrom('organization_roles')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/**
 * Whether anything gives the role to anyone: a member or an application of an organization, an
 * organization's just-in-time roles, or a pending invitation.
 */
export const isOrganizationRoleHeld = async (scope: TenantScope, roleId: string) => {
  const holders = await Promise.all([
    scope
      .selectFrom('organization_role_user_relations')
      .select('user_id')
      .where('organization_role_id', '=', roleId)
      .limit(1)
      .executeTakeFirst(),
    scope
      .selectFrom('organization_role_application_relations')
      .select('application_id')
      .where('organization_role_id', '=', roleId)
      .limit(1)
      .executeTakeFirst(),
    scope
      .selectFrom('organization_jit_roles')
      .select('organization_id')
      .where('organization_role_id', '=', roleId)
      .limit(1)
      .executeTakeFirst(),
    scope
      .selectFrom('organization_invitation_role_relations')
      .innerJoin('organization_invitations', (join) =>
        join
          .onRef(
            'organization_invitations.id',
            '=',
            'organization_invitation_role_relations.organization_invitation_id',
          )
          .onRef(
            'organization_invitations.tenant_id',
            '=',
            'organization_invitation_role_relations.tenant_id',
          ),
      )
      .select('organization_invitations.id')
      .where('organization_invitation_role_relations.organization_role_id', '=', roleId)
      .where('organization_invitations.status', '=', 'Pending')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return holders.some(Boolean);
};
