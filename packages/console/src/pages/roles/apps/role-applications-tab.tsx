import type { Application, Role } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApplications } from '../../../api/applications/queries';
import type { ListQuery } from '../../../api/list-query';
import { useAssignRoleApplications, useRemoveRoleApplication } from '../../../api/roles/mutations';
import { useRoleApplications } from '../../../api/roles/queries';
import { ApplicationTypeName } from '../../../components/application-type/application-type-name';
import { AssignDialog } from '../../../components/assign-dialog/assign-dialog';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { useRoleOutlet } from '../details/use-role';
import { HoldersTab } from '../../../components/holders-tab/holders-tab';
import styles from '../shared/role-tabs.module.css';

const ApplicationName = ({ application }: { application: Application }) => (
  <ApplicationTypeName name={application.name} type={application.type} />
);

/** Machine-to-machine applications that do not hold the role yet. */
const AssignApplicationsDialog = ({ role, onClose }: { role: Role; onClose: () => void }) => {
  const { t } = useTranslation();
  const [list, setList] = useState<ListQuery>({ page: 1 });
  const candidates = useApplications({ ...list, types: ['MachineToMachine'], excludeRoleId: role.id });
  const assign = useAssignRoleApplications(role.id);
  return (
    <AssignDialog<Application>
      title={t('roles.apps.assign_title')}
      description={t('roles.apps.assign_description')}
      candidates={candidates}
      list={list}
      onListChange={setList}
      getId={(application) => application.id}
      renderItem={(application) => <ApplicationName application={application} />}
      emptyText={t('roles.apps.none_available')}
      onSubmit={(applications) => assign.mutateAsync(applications.map((application) => application.id))}
      doneText={t('roles.apps.assigned')}
      onClose={onClose}
    />
  );
};

/** `/roles/{id}/machine-to-machine-apps` (machine-to-machine roles): the apps holding the role. */
export default function RoleApplicationsTab() {
  const { t } = useTranslation();
  const { role } = useRoleOutlet();
  const tenantPath = useTenantPath();
  const { page, search } = useListSearchParams();
  const holders = useRoleApplications(role.id, { page, search });
  const remove = useRemoveRoleApplication(role.id);

  return (
    <HoldersTab<Application>
      holders={holders}
      rowLink={(application) => tenantPath(`applications/${application.id}`)}
      tableTestId="role-applications-table"
      testId="applications"
      texts={{
        table: t('roles.apps.table_label'),
        assign: t('roles.apps.assign'),
        emptyTitle: t('roles.apps.empty_title'),
        emptyDescription: t('roles.apps.empty_description'),
      }}
      columns={[
        {
          key: 'name',
          title: t('applications.list.column_name'),
          render: (application) => <ApplicationName application={application} />,
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
              onRemove={() => remove.mutateAsync(application.id)}
              data-testid={`remove-application-${application.id}`}
            />
          ),
        },
      ]}
      renderAssignDialog={(close) => <AssignApplicationsDialog role={role} onClose={close} />}
    />
  );
}
