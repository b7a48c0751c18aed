import type { Page } from '../../db/page.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { countRows } from '../../db/count-rows.js';
import { linkTable } from '../../db/link-table.js';

/** SSO connectors whose users join an organization just in time. */
const organizationJitSsoConnectors = linkTable('organization_jit_sso_connectors', ['organization_id'], 'sso_connector_id');

const connectorsOf = (scope: TenantScope, organizationId: string) =>
  scope
    .selectFrom('sso_connectors')
    .where('id', 'in', organizationJitSsoConnectors.linkedIds(scope, { organization_id: organizationId }));

export const findOrganizationJitSsoConnectors = (scope: TenantScope, organizationId: string, page: Page) =>
  connectorsOf(scope, organizationId)
    .selectAll()
    .orderBy('connector_name')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countOrganizationJitSsoConnectors = (scope: TenantScope, organizationId: string) =>
  countRows(connectorsOf(scope, organizationId));

export const insertOrganizationJitSsoConnectors = (scope: TenantScope, organizationId: string, connectorIds: readonly string[]) =>
  organizationJitSsoConnectors.insertLinks(scope, [{ organization_id: organizationId }], connectorIds);

export const deleteOrganizationJitSsoConnectorsExcept = (scope: TenantScope, organizationId: string, keep: readonly string[]) =>
  organizationJitSsoConnectors.deleteLinksExcept(scope, { organization_id: organizationId }, keep);

export const deleteOrganizationJitSsoConnector = (scope: TenantScope, organizationId: string, connectorId: string) =>
  organizationJitSsoConnectors.deleteLink(scope, { organization_id: organizationId }, connectorId);

/**
 * `{ organization_id, organization_role_id }` of the organizations linked to the connector that
 * the user is not a member of yet, with their just-in-time roles (null for none).
 */
export const findJitOrganizationsForSsoConnector = (scope: TenantScope, connectorId: string, userId: string) =>
  scope
    .selectFrom('organization_jit_sso_connectors')
    .leftJoin('organization_jit_roles', (join) =>
      join
        .onRef('organization_jit_roles.tenant_id', '=', 'organization_jit_sso_connectors.tenant_id')
        .onRef('organization_jit_roles.organization_id', '=', 'organization_jit_sso_connectors.organization_id'),
    )
    .select(['organization_jit_sso_connectors.organization_id', 'organization_jit_roles.organization_role_id'])
    .where('organization_jit_sso_connectors.sso_connector_id', '=', connectorId)
    .where(
      'organization_jit_sso_connectors.organization_id',
      'not in',
      scope
        .selectFrom('organization_user_relations')
        .select('organization_user_relations.organization_id')
        .where('organization_user_relations.user_id', '=', userId),
    )
    .execute();
