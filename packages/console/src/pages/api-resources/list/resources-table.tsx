import { pageSize } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useResources } from '../../../api/resources/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { Pagination } from '../../../components/pagination/pagination';
import { SearchBar } from '../../../components/search-bar/search-bar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { ResourceName } from './resource-name';

/** API resources, the built-in Management API included; search and page come from the URL. */
export const ResourcesTable = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { page, search, setPage, setSearch } = useListSearchParams();
  const query = useResources({ page, search });

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
        label={t('api_resources.list.table_label')}
        data-testid="api-resources-table"
        rows={query.data?.items}
        rowKey={(resource) => resource.id}
        rowLink={(resource) => tenantPath(`api-resources/${resource.id}`)}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        columns={[
          { key: 'name', title: t('api_resources.list.column_name'), render: (resource) => <ResourceName resource={resource} /> },
          { key: 'indicator', title: t('api_resources.list.column_indicator'), render: (resource) => <code>{resource.indicator}</code> },
          {
            key: 'ttl',
            title: t('api_resources.list.column_ttl'),
            render: (resource) => t('api_resources.list.ttl_value', { count: resource.accessTokenTtl }),
          },
        ]}
        empty={
          search ? (
            <EmptyState title={t('shared_list.no_results')} />
          ) : (
            <EmptyState
              title={t('api_resources.list.empty_title')}
              description={t('api_resources.list.empty_description')}
              action={
                <Link to={tenantPath('api-resources/create')} className={buttonClassName({ variant: 'primary' })}>
                  {t('create.api_resource')}
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
