import { useTranslation } from 'react-i18next';

import { useUserOrganizations } from '../../../api/organizations/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { Tag } from '../../../ds/tag/tag';
import { useUserOutlet } from '../details/use-user';
import styles from './user-organizations.module.css';

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
          render: (organization) =>
            organization.organizationRoles.length > 0 ? (
              <span className={styles.tags}>
                {organization.organizationRoles.map((role) => (
                  <Tag key={role.id}>{role.name}</Tag>
                ))}
              </span>
            ) : (
              <span className={styles.muted}>{t('organizations.members.no_roles')}</span>
            ),
        },
      ]}
      empty={
        <EmptyState title={t('organizations.user_tab.empty_title')} description={t('organizations.user_tab.empty_description')} />
      }
    />
  );
}
