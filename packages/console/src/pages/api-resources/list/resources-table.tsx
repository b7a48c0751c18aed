import { useTranslation } from 'react-i18next';

import { useResources } from '../../../api/resources/queries';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { CreateLink } from '../../../components/list-page/create-link';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { ResourceName } from './resource-name';

/** API resources, the built-in Management API included; search and page come from the URL. */
export const ResourcesTable = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { page, search, setSearch } = useListSearchParams();
  const query = useResources({ page, search });

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
      </ListToolbar>
      <PagedDataTable
        label={t('api_resources.list.table_label')}
        data-testid="api-resources-table"
        rowLink={(resource) => tenantPath(`api-resources/${resource.id}`)}
        query={query}
        columns={[
          {
            key: 'name',
            title: t('api_resources.list.column_name'),
            render: (resource) => <ResourceName resource={resource} />,
          },
          {
            key: 'indicator',
            title: t('api_resources.list.column_indicator'),
            render: (resource) => <code>{resource.indicator}</code>,
          },
          {
            key: 'ttl',
            title: t('api_resources.list.column_ttl'),
            render: (resource) =>
              t('api_resources.list.ttl_value', { count: resource.accessTokenTtl }),
          },
        ]}
        empty={
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={t('api_resources.list.empty_title')}
            description={t('api_resources.list.empty_description')}
            action={
              <CreateLink to={tenantPath('api-resources/create')}>{t('create.api_resource')}</CreateLink>
            }
          />
        }
      />
    </>
  );
};
