import { pageSize } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useBuiltinNames } from '../../../components/builtin-names/use-builtin-names';
import { useAddRoleScopes, useRemoveRoleScope } from '../../../api/roles/mutations';
import { useRoleScopes } from '../../../api/roles/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { ListAddButton } from '../../../components/list-toolbar/list-add-button';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { Pagination } from '../../../components/pagination/pagination';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Spacer } from '../../../ds/spacer/spacer';
import { useRoleOutlet } from '../details/use-role';
import styles from '../shared/role-tabs.module.css';
import { AssignPermissionsDialog } from './assign-permissions-dialog';

/** `/roles/{id}/permissions`: the scopes the role grants, with their API resources. */
export default function RolePermissionsTab() {
  const { t } = useTranslation();
  const { scopeDescription } = useBuiltinNames();
  const { role } = useRoleOutlet();
  const tenantPath = useTenantPath();
  const { page, search, setPage, setSearch } = useListSearchParams();
  const [isAssigning, setAssigning] = useState(false);
  const query = useRoleScopes(role.id, { page, search });
  const addScopes = useAddRoleScopes(role.id);
  const removeScope = useRemoveRoleScope(role.id);

  // The toolbar's button is the one browser tests use; the empty state repeats it.
  const assignButton = (testId: string) => (
    <ListAddButton label={t('roles.permissions.assign')} data-testid={testId} onClick={() => setAssigning(true)} />
  );

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
        <Spacer />
        {assignButton('assign-permissions-button')}
      </ListToolbar>
      <DataTable
        label={t('roles.permissions.table_label')}
        data-testid="role-scopes-table"
        rows={query.data?.items}
        rowKey={(scope) => scope.id}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        empty={
          <ListEmptyState isFiltered={Boolean(search)} title={t('roles.permissions.empty_title')} description={t('roles.permissions.empty_description')} action={assignButton('assign-permissions-empty-button')} />
        }
        columns={[
          {
            key: 'name',
            title: t('roles.permissions.column_permission'),
            render: (scope) => (
              <span className={styles.stack}>
                <span className={styles.mono}>{scope.name}</span>
                {scope.description && <span className={styles.muted}>{scopeDescription(scope.description)}</span>}
              </span>
            ),
          },
          {
            key: 'resource',
            title: t('roles.permissions.column_resource'),
            render: (scope) => (
              <Link to={tenantPath(`api-resources/${scope.resource.id}`)}>{scope.resource.name}</Link>
            ),
          },
          {
            key: 'actions',
            title: t('shared_list.actions'),
            isAction: true,
            render: (scope) => (
              <RemoveButton
                label={t('roles.permissions.remove')}
                confirmText={t('roles.permissions.remove_confirm', { name: scope.name })}
                doneText={t('roles.permissions.removed')}
                onRemove={() => removeScope.mutateAsync(scope.id)}
                data-testid={`remove-scope-${scope.id}`}
              />
            ),
          },
        ]}
      />
      <Pagination page={page} pageSize={pageSize.console} totalCount={query.data?.totalCount ?? 0} onPageChange={setPage} />
      {isAssigning && (
        <AssignPermissionsDialog
          role={role}
          onClose={() => setAssigning(false)}
          onSubmit={(scopeIds) => addScopes.mutateAsync(scopeIds)}
        />
      )}
    </>
  );
}
