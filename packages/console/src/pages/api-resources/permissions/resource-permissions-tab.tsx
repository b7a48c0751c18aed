import { pageSize, type Scope } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useBuiltinNames } from '../../../components/builtin-names/use-builtin-names';
import { useResourceScopes } from '../../../api/resources/queries';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { ListAddButton } from '../../../components/list-toolbar/list-add-button';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { Pagination } from '../../../components/pagination/pagination';
import { Spacer } from '../../../ds/spacer/spacer';
import { useResourceOutlet } from '../details/use-resource';
import styles from './permissions.module.css';
import { ScopeFormDialog } from './scope-form-dialog';
import { ScopeRowActions } from './scope-row-actions';

/** `/api-resources/{id}/permissions`: the scopes of the API. */
export default function ResourcePermissionsTab() {
  const { t } = useTranslation();
  const { scopeDescription } = useBuiltinNames();
  const { resource } = useResourceOutlet();
  const { formatDate } = useFormatDate();
  const { page, search, setPage, setSearch } = useListSearchParams();
  const [dialog, setDialog] = useState<{ scope?: Scope }>();
  const isEditable = !resource.isManagementApi;
  const query = useResourceScopes(resource.id, { page, search });

  // The toolbar's button is the one browser tests use; the empty state repeats it.
  const createButton = (testId: string) =>
    isEditable && (
      <ListAddButton label={t('api_resources.permissions.create')} data-testid={testId} onClick={() => setDialog({})} />
    );
  const columns: Array<DataTableColumn<Scope>> = [
    { key: 'name', title: t('api_resources.permissions.name'), render: (scope) => <span className={styles.name}>{scope.name}</span> },
    {
      key: 'description',
      title: t('api_resources.permissions.description'),
      render: (scope) =>
        scope.description ? scopeDescription(scope.description) : <span className={styles.muted}>—</span>,
    },
    { key: 'created', title: t('shared_list.created_at'), render: (scope) => formatDate(scope.createdAt) },
    ...(isEditable
      ? [
          {
            key: 'actions',
            title: t('shared_list.actions'),
            isAction: true,
            render: (scope: Scope) => <ScopeRowActions scope={scope} onEdit={() => setDialog({ scope })} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
        <Spacer />
        {createButton('scope-create-button')}
      </ListToolbar>
      <DataTable
        label={t('api_resources.permissions.table_label')}
        data-testid="scopes-table"
        rows={query.data?.items}
        rowKey={(scope) => scope.id}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        columns={columns}
        empty={
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={t('api_resources.permissions.empty_title')}
            description={t('api_resources.permissions.empty_description')}
            action={createButton('scope-create-empty-button') || undefined}
          />
        }
      />
      <Pagination page={page} pageSize={pageSize.console} totalCount={query.data?.totalCount ?? 0} onPageChange={setPage} />
      {dialog && <ScopeFormDialog resourceId={resource.id} scope={dialog.scope} onClose={() => setDialog(undefined)} />}
    </>
  );
}
