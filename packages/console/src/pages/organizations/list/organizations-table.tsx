import { useTranslation } from 'react-i18next';

import { useOrganizations } from '../../../api/organizations/queries';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { CreateLink } from '../../../components/list-page/create-link';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import styles from '../shared/organizations.module.css';

/** Organizations with their member counts; search and page come from the URL. */
export const OrganizationsTable = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { formatDate } = useFormatDate();
  const { page, search, setSearch } = useListSearchParams();
  const query = useOrganizations({ page, search });

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
      </ListToolbar>
      <PagedDataTable
        label={t('organizations.list.table_label')}
        data-testid="organizations-table"
        query={query}
        rowLink={(organization) => tenantPath(`organizations/${organization.id}`)}
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
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={t('organizations.list.empty_title')}
            description={t('organizations.list.empty_description')}
            action={
              <CreateLink to={tenantPath('organizations/create')}>
                {t('create.organization')}
              </CreateLink>
            }
          />
        }
      />
    </>
  );
};
