import { pageSize, type OrganizationScope } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useOrganizationScopes } from '../../../api/organization-scopes/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { ListAddButton } from '../../../components/list-toolbar/list-add-button';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { Pagination } from '../../../components/pagination/pagination';
import { Spacer } from '../../../ds/spacer/spacer';
import styles from '../../organizations/shared/organizations.module.css';
import { OrganizationScopeFormDialog } from './organization-scope-form-dialog';
import { OrganizationScopeRowActions } from './organization-scope-row-actions';

/** `/organization-template/organization-permissions`: the template's permissions. */
export default function OrganizationPermissionsTab() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = useListSearchParams();
  const [dialog, setDialog] = useState<{ scope?: OrganizationScope }>();
  const query = useOrganizationScopes({ page, search });

  const createButton = (testId: string) => (
    <ListAddButton label={t('organization_template.permissions.create')} data-testid={testId} onClick={() => setDialog({})} />
  );

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
        <Spacer />
        {createButton('organization-scope-create-button')}
      </ListToolbar>
      <DataTable
        label={t('organization_template.permissions.table_label')}
        data-testid="organization-scopes-table"
        rows={query.data?.items}
        rowKey={(scope) => scope.id}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        columns={[
          {
            key: 'name',
            title: t('organization_template.permissions.name'),
            render: (scope) => <span className={styles.mono}>{scope.name}</span>,
          },
          {
            key: 'description',
            title: t('organization_template.permissions.description'),
            render: (scope) => scope.description || <span className={styles.muted}>—</span>,
          },
          {
            key: 'actions',
            title: t('shared_list.actions'),
            isAction: true,
            render: (scope) => (
              <OrganizationScopeRowActions scope={scope} onEdit={() => setDialog({ scope })} />
            ),
          },
        ]}
        empty={
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={t('organization_template.permissions.empty_title')}
            description={t('organization_template.permissions.empty_description')}
            action={createButton('organization-scope-create-empty-button')}
          />
        }
      />
      <Pagination
        page={page}
        pageSize={pageSize.console}
        totalCount={query.data?.totalCount ?? 0}
        onPageChange={setPage}
      />
      {dialog && (
        <OrganizationScopeFormDialog scope={dialog.scope} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
}
