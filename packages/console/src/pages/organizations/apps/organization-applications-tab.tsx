import type { Application, Organization, OrganizationApplication } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApplications } from '../../../api/applications/queries';
import type { ListQuery } from '../../../api/list-query';
import {
  useAddOrganizationApplications,
  useRemoveOrganizationApplication,
  useReplaceOrganizationApplicationRoles,
} from '../../../api/organizations/mutations';
import { useOrganizationApplications } from '../../../api/organizations/queries';
import { ApplicationTypeName } from '../../../components/application-type/application-type-name';
import { AssignDialog } from '../../../components/assign-dialog/assign-dialog';
import { HoldersTab } from '../../../components/holders-tab/holders-tab';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { useOrganizationOutlet } from '../details/use-organization';
import { EditRolesDialog } from '../shared/edit-roles-dialog';
import { useRoleHolderColumns } from '../shared/role-holder-columns';

const ApplicationName = ({ application }: { application: Application }) => (
  <ApplicationTypeName name={application.name} type={application.type} />
);

/** Machine-to-machine applications of the tenant, searched and paged inside the dialog. */
const AddApplicationsDialog = ({
  organization,
  onClose,
}: {
  organization: Organization;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [list, setList] = useState<ListQuery>({ page: 1 });
  const candidates = useApplications({ ...list, types: ['MachineToMachine'] });
  const add = useAddOrganizationApplications(organization.id);
  return (
    <AssignDialog<Application>
      title={t('organizations.apps.add_title')}
      description={t('organizations.apps.add_description')}
      candidates={candidates}
      list={list}
      onListChange={setList}
      getId={(application) => application.id}
      renderItem={(application) => <ApplicationName application={application} />}
      emptyText={t('organizations.apps.none_available')}
      onSubmit={(applications) =>
        add.mutateAsync(applications.map((application) => application.id))
      }
      doneText={t('organizations.apps.added')}
      onClose={onClose}
    />
  );
};

/** `/organizations/{id}/machine-to-machine`: the organization's apps with their roles there. */
export default function OrganizationApplicationsTab() {
  const { t } = useTranslation();
  const { organization } = useOrganizationOutlet();
  const tenantPath = useTenantPath();
  const { page, search } = useListSearchParams();
  const applications = useOrganizationApplications(organization.id, { page, search });
  const remove = useRemoveOrganizationApplication(organization.id);
  const replaceRoles = useReplaceOrganizationApplicationRoles(organization.id);
  const [editing, setEditing] = useState<OrganizationApplication>();
  const holderColumns = useRoleHolderColumns<OrganizationApplication>({
    kind: 'application',
    onEditRoles: setEditing,
    remove: {
      label: t('organizations.apps.remove'),
      confirmText: (application) =>
        t('organizations.apps.remove_confirm', { name: application.name }),
      doneText: t('organizations.apps.removed'),
      onRemove: (application) => remove.mutateAsync(application.id),
    },
  });

  return (
    <>
      <HoldersTab<OrganizationApplication>
        holders={applications}
        rowLink={(application) => tenantPath(`applications/${application.id}`)}
        testId="applications"
        tableTestId="organization-applications-table"
        texts={{
          table: t('organizations.apps.table_label'),
          assign: t('organizations.apps.add'),
          emptyTitle: t('organizations.apps.empty_title'),
          emptyDescription: t('organizations.apps.empty_description'),
        }}
        columns={[
          {
            key: 'name',
            title: t('organizations.apps.column_app'),
            render: (application) => <ApplicationName application={application} />,
          },
          ...holderColumns,
        ]}
        renderAssignDialog={(close) => (
          <AddApplicationsDialog organization={organization} onClose={close} />
        )}
      />
      {editing && (
        <EditRolesDialog
          name={editing.name}
          description={t('organizations.apps.edit_roles_description')}
          type="MachineToMachine"
          roles={editing.organizationRoles}
          onSubmit={(organizationRoleIds) =>
            replaceRoles.mutateAsync({ applicationId: editing.id, organizationRoleIds })
          }
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
