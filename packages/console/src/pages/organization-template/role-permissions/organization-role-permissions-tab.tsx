import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  useRemoveOrganizationRoleResourceScope,
  useRemoveOrganizationRoleScope,
} from '../../../api/organization-roles/mutations';
import {
  useOrganizationRoleResourceScopes,
  useOrganizationRoleScopes,
} from '../../../api/organization-roles/queries';
import { useAllResourcesWithScopes } from '../../../api/resources/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { ListAddButton } from '../../../components/list-toolbar/list-add-button';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { Spacer } from '../../../ds/spacer/spacer';
import { Tag } from '../../../ds/tag/tag';
import { useOrganizationRoleOutlet } from '../role-details/use-organization-role';
import styles from '../../organizations/shared/organizations.module.css';
import { AssignOrganizationRolePermissionsDialog } from './assign-organization-role-permissions-dialog';

/** One row of the tab: an organization permission or an API permission with its resource. */
interface PermissionRow {
  key: string;
  id: string;
  name: string;
  description: string | null;
  /** The API resource of an API permission. */
  resourceId?: string;
}

const matches = (row: PermissionRow, search: string) =>
  [row.name, row.description ?? '', row.id].some((text) =>
    text.toLowerCase().includes(search.toLowerCase()),
  );

/**
 * `/organization-template/organization-roles/{id}/permissions`: the organization permissions and
 * the API permissions the role grants, in one list.
 */
export default function OrganizationRolePermissionsTab() {
  const { t } = useTranslation();
  const { role } = useOrganizationRoleOutlet();
  const { search, setSearch } = useListSearchParams();
  const [isAssigning, setAssigning] = useState(false);
  const scopes = useOrganizationRoleScopes(role.id);
  const resourceScopes = useOrganizationRoleResourceScopes(role.id);
  // Names the API of each API permission; the assign dialog's picker reads the same list.
  const resources = useAllResourcesWithScopes();
  const removeScope = useRemoveOrganizationRoleScope(role.id);
  const removeResourceScope = useRemoveOrganizationRoleResourceScope(role.id);
  const resourceNames = new Map(
    (resources.data ?? []).map((resource) => [resource.id, resource.name]),
  );

  const rows: PermissionRow[] | undefined =
    scopes.data && resourceScopes.data
      ? [
          ...scopes.data.map((scope) => ({
            key: `o-${scope.id}`,
            id: scope.id,
            name: scope.name,
            description: scope.description,
          })),
          ...resourceScopes.data.map((scope) => ({
            key: `r-${scope.id}`,
            id: scope.id,
            name: scope.name,
            description: scope.description ?? null,
            resourceId: scope.resourceId,
          })),
        ].filter((row) => !search || matches(row, search))
      : undefined;

  const assignButton = (testId: string) => (
    <ListAddButton label={t('organization_template.role_permissions.assign')} data-testid={testId} onClick={() => setAssigning(true)} />
  );

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
        <Spacer />
        {assignButton('assign-permissions-button')}
      </ListToolbar>
      <DataTable
        label={t('organization_template.role_permissions.table_label')}
        data-testid="organization-role-permissions-table"
        rows={rows}
        rowKey={(row) => row.key}
        isLoading={scopes.isFetching || resourceScopes.isFetching}
        hasError={scopes.isError || resourceScopes.isError}
        onRetry={() => {
          void scopes.refetch();
          void resourceScopes.refetch();
        }}
        empty={
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={t('organization_template.role_permissions.empty_title')}
            description={t('organization_template.role_permissions.empty_description')}
            action={assignButton('assign-permissions-empty-button')}
          />
        }
        columns={[
          {
            key: 'name',
            title: t('organization_template.role_permissions.column_permission'),
            render: (row) => (
              <span className={styles.stack}>
                <span className={styles.mono}>{row.name}</span>
                {row.description && <span className={styles.muted}>{row.description}</span>}
              </span>
            ),
          },
          {
            key: 'kind',
            title: t('organization_template.role_permissions.column_kind'),
            render: (row) =>
              row.resourceId ? (
                <Tag variant="info">
                  {t('organization_template.role_permissions.resource_kind', {
                    resource: resourceNames.get(row.resourceId) ?? row.resourceId,
                  })}
                </Tag>
              ) : (
                <Tag>{t('organization_template.role_permissions.organization_kind')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('shared_list.actions'),
            isAction: true,
            render: (row) => (
              <RemoveButton
                label={t('organization_template.role_permissions.remove')}
                confirmText={t('organization_template.role_permissions.remove_confirm', {
                  name: row.name,
                })}
                doneText={t('organization_template.role_permissions.removed')}
                onRemove={() =>
                  row.resourceId
                    ? removeResourceScope.mutateAsync(row.id)
                    : removeScope.mutateAsync(row.id)
                }
                data-testid={`remove-permission-${row.key}`}
              />
            ),
          },
        ]}
      />
      {isAssigning && (
        <AssignOrganizationRolePermissionsDialog
          role={role}
          heldScopeIds={new Set(scopes.data?.map((scope) => scope.id))}
          heldResourceScopeIds={new Set(resourceScopes.data?.map((scope) => scope.id))}
          onClose={() => setAssigning(false)}
        />
      )}
    </>
  );
}
