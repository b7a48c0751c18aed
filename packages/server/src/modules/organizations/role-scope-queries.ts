import type { TenantScope } from '../../db/tenant-scope.js';
import type { Page } from '../../db/page.js';
import { countRows } from '../../db/count-rows.js';
import { readPage } from '../../db/read-page.js';
import { organizationRoleResourceScopes, organizationRoleScopes } from './relation-queries.js';

// The organization scopes a role grants.

const scopesOfRole = (scope: TenantScope, roleId: string) =>
  scope
    .selectFrom('organization_scopes')
    .where('id', 'in', organizationRoleScopes.linkedIds(scope, { organization_role_id: roleId }));

export const findOrganizationRoleScopes = (scope: TenantScope, roleId: string, page: Page) =>
  readPage(scopesOfRole(scope, roleId).selectAll(), 'by-name', page);

export const countOrganizationRoleScopes = (scope: TenantScope, roleId: string) =>
  countRows(scopesOfRole(scope, roleId));

/** `{ organization_role_id, id, name }` of the organization scopes each role grants. */
export const findOrganizationScopesOfRoles = (scope: TenantScope, roleIds: readonly string[]) =>
  roleIds.length === 0
    ? Promise.resolve([])
    : scope
        .selectFrom('organization_role_scope_relations')
        .innerJoin('organization_scopes', (join) =>
          join
            .onRef(
              'organization_scopes.id',
              '=',
              'organization_role_scope_relations.organization_scope_id',
            )
            .onRef(
              'organization_scopes.tenant_id',
              '=',
              'organization_role_scope_relations.tenant_id',
            ),
        )
        .select([
          'organization_role_scope_relations.organization_role_id',
          'organization_scopes.id',
          'organization_scopes.name',
        ])
        .where('organization_role_scope_relations.organization_role_id', 'in', roleIds)
        .orderBy('organization_scopes.name')
        .execute();

/** Grants scopes; scopes the role grants already stay as they are. */
export const insertOrganizationRoleScopes = (
  scope: TenantScope,
  roleId: string,
  scopeIds: readonly string[],
) => organizationRoleScopes.insertLinks(scope, [{ organization_role_id: roleId }], scopeIds);

/** Removes every granted scope not in `keep`. */
export const deleteOrganizationRoleScopesExcept = (
  scope: TenantScope,
  roleId: string,
  keep: readonly string[],
) => organizationRoleScopes.deleteLinksExcept(scope, { organization_role_id: roleId }, keep);

export const deleteOrganizationRoleScope = (scope: TenantScope, roleId: string, scopeId: string) =>
  organizationRoleScopes.deleteLink(scope, { organization_role_id: roleId }, scopeId);

// The API resource scopes a role grants.

const resourceScopesOfRole = (scope: TenantScope, roleId: string) =>
  scope
    .selectFrom('scopes')
    .where(
      'id',
      'in',
      organizationRoleResourceScopes.linkedIds(scope, { organization_role_id: roleId }),
    );

export const findOrganizationRoleResourceScopes = (
  scope: TenantScope,
  roleId: string,
  page: Page,
) => readPage(resourceScopesOfRole(scope, roleId).selectAll(), 'by-name', page);

export const countOrganizationRoleResourceScopes = (scope: TenantScope, roleId: string) =>
  countRows(resourceScopesOfRole(scope, roleId));

/** `{ organization_role_id, id, name, resource_id, resource_name }` of the resource scopes each role grants. */
export const findResourceScopesOfRoles = (scope: TenantScope, roleIds: readonly string[]) =>
  roleIds.length === 0
    ? Promise.resolve([])
    : scope
        .selectFrom('organization_role_resource_scope_relations')
        .innerJoin('scopes', (join) =>
          join
            .onRef('scopes.id', '=', 'organization_role_resource_scope_relations.scope_id')
            .onRef('scopes.tenant_id', '=', 'organization_role_resource_scope_relations.tenant_id'),
        )
        .innerJoin('resources', (join) =>
          join
            .onRef('resources.id', '=', 'scopes.resource_id')
            .onRef('resources.tenant_id', '=', 'scopes.tenant_id'),
        )
        .select([
          'organization_role_resource_scope_relations.organization_role_id',
          'scopes.id',
          'scopes.name',
          'resources.id as resource_id',
          'resources.name as resource_name',
        ])
        .where('organization_role_resource_scope_relations.organization_role_id', 'in', roleIds)
        .orderBy('scopes.name')
        .execute();

export const insertOrganizationRoleResourceScopes = (
  scope: TenantScope,
  roleId: string,
  scopeIds: readonly string[],
) =>
  organizationRoleResourceScopes.insertLinks(scope, [{ organization_role_id: roleId }], scopeIds);

export const deleteOrganizationRoleResourceScopesExcept = (
  scope: TenantScope,
  roleId: string,
  keep: readonly string[],
) =>
  organizationRoleResourceScopes.deleteLinksExcept(scope, { organization_role_id: roleId }, keep);

export const deleteOrganizationRoleResourceScope = (
  scope: TenantScope,
  roleId: string,
  scopeId: string,
) => organizationRoleResourceScopes.deleteLink(scope, { organization_role_id: roleId }, scopeId);
