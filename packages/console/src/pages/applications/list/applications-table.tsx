import { useTranslation } from 'react-i18next';

import { useApplications } from '../../../api/applications/queries';
import { ApplicationTypeName } from '../../../components/application-type/application-type-name';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { CreateLink } from '../../../components/list-page/create-link';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';

/** The application list of one tab: search and page come from the URL. */
export const ApplicationsTable = ({ isThirdParty }: { isThirdParty: boolean }) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { formatDate } = useFormatDate();
  const { page, search, setSearch } = useListSearchParams();
  const query = useApplications({ page, search, isThirdParty });
  const createPath = `${tenantPath('applications/create')}${isThirdParty ? '?third_party=true' : ''}`;

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
      </ListToolbar>
      <PagedDataTable
        label={t('applications.list.table_label')}
        data-testid="applications-table"
        query={query}
        rowLink={(application) => tenantPath(`applications/${application.id}`)}
        columns={[
          {
            key: 'name',
            title: t('applications.list.column_name'),
            render: (application) => (
              <ApplicationTypeName name={application.name} type={application.type} />
            ),
          },
          {
            key: 'id',
            title: t('applications.list.column_id'),
            render: (application) => <code>{application.id}</code>,
          },
          {
            key: 'created',
            title: t('shared_list.created_at'),
            render: (application) => formatDate(application.createdAt),
          },
        ]}
        empty={
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={t(
              isThirdParty
                ? 'applications.list.empty_third_party_title'
                : 'applications.list.empty_title',
            )}
            description={t(
              isThirdParty
                ? 'applications.list.empty_third_party_description'
                : 'applications.list.empty_description',
            )}
            action={<CreateLink to={createPath}>{t('create.application')}</CreateLink>}
          />
        }
      />
    </>
  );
};
