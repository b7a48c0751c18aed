import { useTranslation } from 'react-i18next';

import type { Application } from '../../../components/api-entities/application';
import { ApplicationTypeName } from '../../../components/application-type/application-type-name';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { useRoleOutlet } from '../details/use-role';
import { HoldersTab } from '../shared/holders-tab';
import styles from '../shared/role-tabs.module.css';

/** `/roles/{id}/machine-to-machine-apps` (machine-to-machine roles): the apps holding the role. */
export default function RoleApplicationsTab() {
  const { t } = useTranslation();
  const { role } = useRoleOutlet();
  const tenantPath = useTenantPath();
  const path = `api/roles/${role.id}/applications`;

  return (
    <HoldersTab<Application>
      path={path}
      assignKey="applicationIds"
      getId={(application) => application.id}
      rowLink={(application) => tenantPath(`applications/${application.id}`)}
      testId="applications"
      texts={{
        table: t('roles.apps.table_label'),
        assign: t('roles.apps.assign'),
        assigned: t('roles.apps.assigned'),
        emptyTitle: t('roles.apps.empty_title'),
        emptyDescription: t('roles.apps.empty_description'),
      }}
      columns={[
        {
          key: 'name',
          title: t('applications.list.column_name'),
          render: (application) => <ApplicationTypeName name={application.name} type={application.type} />,
        },
        { key: 'id', title: t('applications.list.column_id'), render: (application) => <span className={styles.mono}>{application.id}</span> },
        {
          key: 'actions',
          title: t('shared_list.actions'),
          isAction: true,
          render: (application) => (
            <RemoveButton
              label={t('roles.apps.remove')}
              confirmText={t('roles.apps.remove_confirm', { name: application.name })}
              doneText={t('roles.apps.removed')}
              path={`${path}/${application.id}`}
              invalidate={['api/roles', 'api/applications']}
              data-testid={`remove-application-${application.id}`}
            />
          ),
        },
      ]}
      dialog={{
        title: t('roles.apps.assign_title'),
        description: t('roles.apps.assign_description'),
        path: 'api/applications',
        params: { types: 'MachineToMachine', excludeRoleId: role.id },
        renderItem: (application) => <ApplicationTypeName name={application.name} type={application.type} />,
        emptyText: t('roles.apps.none_available'),
      }}
    />
  );
}
