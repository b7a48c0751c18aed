import type { OrganizationRoleWithScopes } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useOrganizationRoles } from '../../../api/organization-roles/queries';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { CreateLink } from '../../../components/list-page/create-link';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
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
  const { page, search, setSearch } = useListSearchParams();
  const query = useOrganizationRoles({ page, search });
  const createPath = tenantPath('organization-template/organization-roles/create');

  const createLink = (testId: string) => (
    <CreateLink to={createPath} data-testid={testId}>
      {t('organization_template.roles.create')}
    </CreateLink>
  );

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
        <Spacer />
        {createLink('organization-role-create-button')}
      </ListToolbar>
      <PagedDataTable
        label={t('organization_template.roles.table_label')}
        data-testid="organization-roles-table"
        query={query}
        rowLink={(role) => tenantPath(`organization-template/organization-roles/${role.id}`)}
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
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={t('organization_template.roles.empty_title')}
            description={t('organization_template.roles.empty_description')}
            action={createLink('organization-role-create-empty-button')}
          />
        }
      />
    </>
  );
}
