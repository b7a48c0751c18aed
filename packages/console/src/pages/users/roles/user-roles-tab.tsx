import type { Role } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListQuery } from '../../../api/list-query';
import { useRoles } from '../../../api/roles/queries';
import { useAssignUserRoles, useRemoveUserRole } from '../../../api/users/mutations';
import { useUserRoles } from '../../../api/users/queries';
import { AssignDialog } from '../../../components/assign-dialog/assign-dialog';
import { useBuiltinNames } from '../../../components/builtin-names/use-builtin-names';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { HoldersTab } from '../../../components/holders-tab/holders-tab';
import styles from '../../roles/shared/role-tabs.module.css';
import { useUserOutlet } from '../details/use-user';

const RoleName = ({ role }: { role: Role }) => {
  const { roleName, roleDescription } = useBuiltinNames();
  return (
    <span className={styles.stack}>
      <span>{roleName(role.name)}</span>
      <span className={styles.muted}>{roleDescription(role.description)}</span>
    </span>
  );
};

/** User roles the user does not hold yet, searched and paged inside the dialog. */
const AssignRolesDialog = ({ userId, onClose }: { userId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const [list, setList] = useState<ListQuery>({ page: 1 });
  const candidates = useRoles({ ...list, type: 'User', excludeUserId: userId }, { hideErrorToast: true });
  const assign = useAssignUserRoles(userId);
  return (
    <AssignDialog<Role>
      title={t('users.roles.assign_title')}
      description={t('users.roles.assign_description')}
      candidates={candidates}
      list={list}
      onListChange={setList}
      getId={(role) => role.id}
      renderItem={(role) => <RoleName role={role} />}
      emptyText={t('users.roles.none_available')}
      unavailableText={t('users.roles.unavailable')}
      onSubmit={(roles) => assign.mutateAsync(roles.map((role) => role.id))}
      doneText={t('users.roles.assigned')}
      onClose={onClose}
    />
  );
};

/** `/users/{id}/roles`: the roles the user holds, with the roles area's assign and remove. */
export default function UserRolesTab() {
  const { t } = useTranslation();
  const { user } = useUserOutlet();
  const tenantPath = useTenantPath();
  const { roleName } = useBuiltinNames();
  const { page, search } = useListSearchParams();
  const roles = useUserRoles(user.id, { page, search });
  const remove = useRemoveUserRole(user.id);

  return (
    <HoldersTab<Role>
      holders={roles}
      rowLink={(role) => tenantPath(`roles/${role.id}`)}
      tableTestId="role-roles-table"
      testId="roles"
      texts={{
        table: t('users.roles.table_label'),
        assign: t('users.roles.assign'),
        emptyTitle: t('users.roles.empty_title'),
        emptyDescription: t('users.roles.empty_description'),
      }}
      columns={[
        { key: 'role', title: t('users.roles.column_role'), render: (role) => <RoleName role={role} /> },
        {
          key: 'actions',
          title: t('shared_list.actions'),
          isAction: true,
          render: (role) => (
            <RemoveButton
              label={t('users.roles.remove')}
              confirmText={t('users.roles.remove_confirm', { name: roleName(role.name) })}
              doneText={t('users.roles.removed')}
              onRemove={() => remove.mutateAsync(role.id)}
              data-testid={`remove-role-${role.id}`}
            />
          ),
        },
      ]}
      renderAssignDialog={(close) => <AssignRolesDialog userId={user.id} onClose={close} />}
    />
  );
}
