import { pageSize, type OrganizationRoleWithScopes } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useOrganizationRoles } from '../../../api/organization-roles/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { Pagination } from '../../../components/pagination/pagination';
import { SearchBar } from '../../../components/search-bar/search-bar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { Spacer } from '../../../ds/spacer/spacer';
import { Tag } from '../../../ds/tag/tag';
import styles from '../../organizations/shared/organizations.module.css';

/** Tags shown per role before the rest is counted. */
const shownPermissions = 3;

const PermissionTags = ({ role }: { role: OrganizationRoleWithScopes }) => {
  const { t } = useTranslation();
  const names = [
    ...role.scopes.map((scope) => scope.name),
    ...role.resourceScopes.map((scope) => scope.name),
  ];
  if (names.length === 0) {
    return <span className={styles.muted}>—</span>;
  }
  return (
    <span className={styles.tags}>
      {names.slice(0, shownPermissions).map((name, index) => (
        <Tag key={`${name}-${index}`}>{name}</Tag>
      ))}
      {names.length > shownPermissions && (
        <Tag variant="info">
          {t('organization_template.roles.more_permissions', {
            count: names.length - shownPermissions,
          })}
        </Tag>
      )}
    </span>
  );
};

/** `/organization-template/organization-roles`: the template's roles; search and page in the URL. */
export default function OrganizationRolesTab() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { page, search, setPage, setSearch } = useListSearchParams();
  const query = useOrganizationRoles({ page, search });
  const createPath = tenantPath('organization-template/organization-roles/create');

  const createLink = (testId: string) => (
    <Link to={createPath} className={buttonClassName({ variant: 'primary' })} data-testid={testId}>
      {t('organization_template.roles.create')}
    </Link>
  );

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
        <Spacer />
        {createLink('organization-role-create-button')}
      </ListToolbar>
      <DataTable
        label={t('organization_template.roles.table_label')}
        data-testid="organization-roles-table"
        rows={query.data?.items}
        rowKey={(role) => role.id}
        rowLink={(role) => tenantPath(`organization-template/organization-roles/${role.id}`)}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        columns={[
          {
            key: 'name',
            title: t('organization_template.roles.column_name'),
            render: (role) => (
              <span className={styles.stack}>
                <span>{role.name}</span>
                {role.description && <span className={styles.muted}>{role.description}</span>}
              </span>
            ),
          },
          {
            key: 'type',
            title: t('organization_template.roles.column_type'),
            render: (role) => t(`roles.types.${role.type}.name`),
          },
          {
            key: 'permissions',
            title: t('organization_template.roles.column_permissions'),
            render: (role) => <PermissionTags role={role} />,
          },
        ]}
        empty={
          search ? (
            <EmptyState title={t('shared_list.no_results')} />
          ) : (
            <EmptyState
              title={t('organization_template.roles.empty_title')}
              description={t('organization_template.roles.empty_description')}
              action={createLink('organization-role-create-empty-button')}
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
}
