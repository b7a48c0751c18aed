import { pageSize } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useApplications } from '../../../api/applications/queries';
import { ApplicationTypeName } from '../../../components/application-type/application-type-name';
import { DataTable } from '../../../components/data-table/data-table';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { Pagination } from '../../../components/pagination/pagination';
import { SearchBar } from '../../../components/search-bar/search-bar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { EmptyState } from '../../../ds/empty-state/empty-state';

/** The application list of one tab: search and page come from the URL. */
export const ApplicationsTable = ({ isThirdParty }: { isThirdParty: boolean }) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { formatDate } = useFormatDate();
  const { page, search, setPage, setSearch } = useListSearchParams();
  const query = useApplications({ page, search, isThirdParty });
  const createPath = `${tenantPath('applications/create')}${isThirdParty ? '?third_party=true' : ''}`;

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
        label={t('applications.list.table_label')}
        data-testid="applications-table"
        rows={query.data?.items}
        rowKey={(application) => application.id}
        rowLink={(application) => tenantPath(`applications/${application.id}`)}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        columns={[
          {
            key: 'name',
            title: t('applications.list.column_name'),
            render: (application) => <ApplicationTypeName name={application.name} type={application.type} />,
          },
          { key: 'id', title: t('applications.list.column_id'), render: (application) => <code>{application.id}</code> },
          {
            key: 'created',
            title: t('shared_list.created_at'),
            render: (application) => formatDate(application.createdAt),
          },
        ]}
        empty={
          search ? (
            <EmptyState title={t('shared_list.no_results')} />
          ) : (
            <EmptyState
              title={t(isThirdParty ? 'applications.list.empty_third_party_title' : 'applications.list.empty_title')}
              description={t(
                isThirdParty ? 'applications.list.empty_third_party_description' : 'applications.list.empty_description',
              )}
              action={
                <Link to={createPath} className={buttonClassName({ variant: 'primary' })}>
                  {t('create.application')}
                </Link>
              }
            />
          )
        }
      />
      <Pagination page={page} pageSize={pageSize.console} totalCount={query.data?.totalCount ?? 0} onPageChange={setPage} />
    </>
  );
};
