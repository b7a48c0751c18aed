import { roleTypes, type RoleType } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useRoles } from '../../../api/roles/queries';
import { useBuiltinNames } from '../../../components/builtin-names/use-builtin-names';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { CreateLink } from '../../../components/list-page/create-link';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Select } from '../../../ds/select/select';
import { Tag } from '../../../ds/tag/tag';
import styles from './roles-table.module.css';

const isRoleType = (value: string): value is RoleType =>
  (roleTypes as readonly string[]).includes(value);

/** Roles with who holds them; search, type filter and page come from the URL. */
export const RolesTable = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const builtinNames = useBuiltinNames();
  const { page, search, getParam, setSearch, setParam } = useListSearchParams();
  const typeParam = getParam('type');
  const type = isRoleType(typeParam) ? typeParam : undefined;
  const query = useRoles({ page, search, type });

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
        <Select
          aria-label={t('roles.list.type_filter')}
          value={type ?? ''}
          data-testid="role-type-filter"
          options={[
            { value: '', label: t('shared_list.all_types') },
            ...roleTypes.map((value) => ({ value, label: t(`roles.types.${value}.name`) })),
          ]}
          onChange={(event) => setParam('type', event.target.value)}
        />
      </ListToolbar>
      <PagedDataTable
        label={t('roles.list.table_label')}
        data-testid="roles-table"
        query={query}
        rowLink={(role) => tenantPath(`roles/${role.id}`)}
        columns={[
          {
            key: 'name',
            title: t('roles.list.column_name'),
            render: (role) => (
              <span className={styles.name}>
                <span>
                  {builtinNames.roleName(role.name)}{' '}
                  {role.isDefault && <Tag variant="info">{t('roles.list.default_tag')}</Tag>}
                </span>
                <span className={styles.description}>
                  {builtinNames.roleDescription(role.description)}
                </span>
              </span>
            ),
          },
          {
            key: 'type',
            title: t('roles.list.column_type'),
            render: (role) => t(`roles.types.${role.type}.name`),
          },
          {
            key: 'assigned',
            title: t('roles.list.column_assigned'),
            render: (role) =>
              role.type === 'User'
                ? t('roles.list.users_count', { count: role.usersCount })
                : t('roles.list.apps_count', { count: role.applicationsCount }),
          },
        ]}
        empty={
          <ListEmptyState
            isFiltered={Boolean(search || type)}
            title={t('roles.list.empty_title')}
            description={t('roles.list.empty_description')}
            action={<CreateLink to={tenantPath('roles/create')}>{t('create.role')}</CreateLink>}
          />
        }
      />
    </>
  );
};
