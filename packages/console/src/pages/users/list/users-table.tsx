import { useTranslation } from 'react-i18next';

import { useUsers } from '../../../api/users/queries';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { CreateLink } from '../../../components/list-page/create-link';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { UserCell } from './user-cell';

/** The tenant's users, newest first; search and page come from the URL. */
export const UsersTable = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { formatDateTime } = useFormatDate();
  const { page, search, setSearch } = useListSearchParams();
  const query = useUsers({ page, search });

  return (
    <>
      <ListToolbar>
        <ListSearch
          value={search}
          placeholder={t('users.list.search_placeholder')}
          onSearch={setSearch}
        />
      </ListToolbar>
      <PagedDataTable
        label={t('users.list.table_label')}
        data-testid="users-table"
        rowLink={(user) => tenantPath(`users/${user.id}`)}
        query={query}
        columns={[
          {
            key: 'user',
            title: t('users.list.column_user'),
            render: (user) => <UserCell user={user} />,
          },
          {
            key: 'contact',
            title: t('users.list.column_contact'),
            render: (user) => user.primaryEmail ?? user.primaryPhone ?? '—',
          },
          {
            key: 'lastSignIn',
            title: t('users.list.column_last_sign_in'),
            render: (user) =>
              user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('users.list.never'),
          },
          {
            key: 'created',
            title: t('users.list.column_created'),
            render: (user) => formatDateTime(user.createdAt),
          },
        ]}
        empty={
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={t('users.list.empty_title')}
            description={t('users.list.empty_description')}
            action={
              <CreateLink to={tenantPath('users/create')}>{t('create.user')}</CreateLink>
            }
          />
        }
      />
    </>
  );
};
