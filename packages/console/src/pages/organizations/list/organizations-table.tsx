import { pageSize } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useOrganizations } from '../../../api/organizations/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { Pagination } from '../../../components/pagination/pagination';
import { SearchBar } from '../../../components/search-bar/search-bar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import styles from '../shared/organizations.module.css';

/** Organizations with their member counts; search and page come from the URL. */
export const OrganizationsTable = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { formatDate } = useFormatDate();
  const { page, search, setPage, setSearch } = useListSearchParams();
  const query = useOrganizations({ page, search });

  return (
    <>
      <ListToolbar>
        <SearchBar
          value={search}
          label={t('shared_list.search')}
          placeholder={t('shared_list.search_placeholder')}
          data-testid="list-search"
          onSearch={setSearch}
        />
      </ListToolbar>
      <DataTable
        label={t('organizations.list.table_label')}
        data-testid="organizations-table"
        rows={query.data?.items}
        rowKey={(organization) => organization.id}
        rowLink={(organization) => tenantPath(`organizations/${organization.id}`)}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        columns={[
          {
            key: 'name',
            title: t('organizations.list.column_name'),
            render: (organization) => (
              <span className={styles.stack}>
                <span>{organization.name}</span>
                {organization.description && (
                  <span className={styles.muted}>{organization.description}</span>
                )}
              </span>
            ),
          },
          {
            key: 'id',
            title: t('organizations.list.column_id'),
            render: (organization) => <span className={styles.mono}>{organization.id}</span>,
          },
          {
            key: 'members',
            title: t('organizations.list.column_members'),
            render: (organization) => organization.usersCount ?? '—',
          },
          {
            key: 'created',
            title: t('shared_list.created_at'),
            render: (organization) => formatDate(organization.createdAt),
          },
        ]}
        empty={
          search ? (
            <EmptyState title={t('shared_list.no_results')} />
          ) : (
            <EmptyState
              title={t('organizations.list.empty_title')}
              description={t('organizations.list.empty_description')}
              action={
                <Link
                  to={tenantPath('organizations/create')}
                  className={buttonClassName({ variant: 'primary' })}
                >
                  {t('create.organization')}
                </Link>
              }
            />
          )
        }
      />
      <Pagination
        page={page}
        pageSize={pageSize.console}
        totalCount={query.data?.totalCount ?? 0}
        onPageChange={setPage}
      />
    </>
  );
};
