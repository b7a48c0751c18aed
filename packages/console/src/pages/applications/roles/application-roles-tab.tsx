import { pageSize, type Role } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAddApplicationRoles, useRemoveApplicationRole } from '../../../api/applications/mutations';
import { useApplicationRoles } from '../../../api/applications/queries';
import type { ListQuery } from '../../../api/list-query';
import { useRoles } from '../../../api/roles/queries';
import { useBuiltinNames } from '../../../components/builtin-names/use-builtin-names';
import { AssignDialog } from '../../../components/assign-dialog/assign-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { ListAddButton } from '../../../components/list-toolbar/list-add-button';
import { ListSearch } from '../../../components/list-toolbar/list-search';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { Pagination } from '../../../components/pagination/pagination';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Spacer } from '../../../ds/spacer/spacer';
import { useApplicationOutlet } from '../details/application-outlet';

/** Machine-to-machine roles the application does not hold yet. */
const AssignRolesDialog = ({ applicationId, onClose }: { applicationId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const builtinNames = useBuiltinNames();
  const [list, setList] = useState<ListQuery>({ page: 1 });
  const candidates = useRoles({ ...list, type: 'MachineToMachine', excludeApplicationId: applicationId });
  const addRoles = useAddApplicationRoles(applicationId);
  return (
    <AssignDialog<Role>
      title={t('applications.roles.assign_title')}
      description={t('applications.roles.assign_description')}
      candidates={candidates}
      list={list}
      onListChange={setList}
      getId={(role) => role.id}
      renderItem={(role) => builtinNames.roleName(role.name)}
      emptyText={t('applications.roles.none_available')}
      onClose={onClose}
      onSubmit={(roles) => addRoles.mutateAsync(roles.map((role) => role.id))}
      doneText={t('applications.roles.assigned')}
    />
  );
};

/** `/applications/{id}/roles`: the machine-to-machine roles of the application. */
export default function ApplicationRolesTab() {
  const { t } = useTranslation();
  const builtinNames = useBuiltinNames();
  const { application } = useApplicationOutlet();
  const tenantPath = useTenantPath();
  const { page, search, setPage, setSearch } = useListSearchParams();
  const [isAssigning, setAssigning] = useState(false);
  const query = useApplicationRoles(application.id, { page, search });
  const removeRole = useRemoveApplicationRole(application.id);

  // The toolbar's button is the one browser tests use; the empty state repeats it.
  const assignButton = (testId: string) => (
    <ListAddButton label={t('applications.roles.assign')} data-testid={testId} onClick={() => setAssigning(true)} />
  );

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
        <Spacer />
        {assignButton('assign-roles-button')}
      </ListToolbar>
      <DataTable
        label={t('applications.roles.table_label')}
        data-testid="application-roles-table"
        rows={query.data?.items}
        rowKey={(role) => role.id}
        rowLink={(role) => tenantPath(`roles/${role.id}`)}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        empty={
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={t('applications.roles.empty_title')}
            description={t('applications.roles.empty_description')}
            action={assignButton('assign-roles-empty-button')}
          />
        }
        columns={[
          { key: 'name', title: t('shared_list.name'), render: (role) => builtinNames.roleName(role.name) },
          { key: 'description', title: t('shared_list.description'), render: (role) => builtinNames.roleDescription(role.description) },
          {
            key: 'actions',
            title: t('shared_list.actions'),
            isAction: true,
            render: (role) => (
              <RemoveButton
                label={t('applications.roles.remove')}
                confirmText={t('applications.roles.remove_confirm', { name: builtinNames.roleName(role.name) })}
                doneText={t('applications.roles.removed')}
                onRemove={() => removeRole.mutateAsync(role.id)}
                data-testid={`remove-role-${role.id}`}
              />
            ),
          },
        ]}
      />
      <Pagination page={page} pageSize={pageSize.console} totalCount={query.data?.totalCount ?? 0} onPageChange={setPage} />
      {isAssigning && <AssignRolesDialog applicationId={application.id} onClose={() => setAssigning(false)} />}
    </>
  );
}
