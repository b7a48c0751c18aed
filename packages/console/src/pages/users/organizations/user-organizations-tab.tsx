import { useTranslation } from 'react-i18next';

import { useUserOrganizations } from '../../../api/organizations/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { OrganizationRoleTags } from '../../organizations/shared/organization-role-tags';
import styles from '../../organizations/shared/organizations.module.css';
import { useUserOutlet } from '../details/use-user';

/** `/users/{id}/organizations`: the organizations the user belongs to, with the user's roles in each. */
export default function UserOrganizationsTab() {
  const { t } = useTranslation();
  const { user } = useUserOutlet();
  const tenantPath = useTenantPath();
  const query = useUserOrganizations(user.id);

  return (
    <DataTable
      label={t('organizations.user_tab.table_label')}
      data-testid="user-organizations"
      rows={query.data}
      rowKey={(organization) => organization.id}
      rowLink={(organization) => tenantPath(`organizations/${organization.id}`)}
      isLoading={query.isFetching}
      hasError={query.isError}
      onRetry={() => void query.refetch()}
      columns={[
        {
          key: 'name',
          title: t('organizations.user_tab.column_organization'),
          render: (organization) => (
            <span className={styles.stack}>
              <span>{organization.name}</span>
              <span className={styles.muted}>{organization.id}</span>
            </span>
          ),
        },
        {
          key: 'roles',
          title: t('organizations.user_tab.column_roles'),
          render: (organization) => <OrganizationRoleTags roles={organization.organizationRoles} />,
        },
      ]}
      empty={
        <EmptyState title={t('organizations.user_tab.empty_title')} description={t('organizations.user_tab.empty_description')} />
      }
    />
  );
}
