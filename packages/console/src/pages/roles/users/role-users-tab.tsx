import type { Role, UserInfo } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListQuery } from '../../../api/list-query';
import { useAssignRoleUsers, useRemoveRoleUser } from '../../../api/roles/mutations';
import { useRoleUsers } from '../../../api/roles/queries';
import { useUsers } from '../../../api/users/queries';
import { AssignDialog } from '../../../components/assign-dialog/assign-dialog';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { userDisplayName } from '../../../components/user-display-name/user-display-name';
import { useRoleOutlet } from '../details/use-role';
import { HoldersTab } from '../../../components/holders-tab/holders-tab';
import styles from '../shared/role-tabs.module.css';

const UserName = ({ user }: { user: UserInfo }) => (
  <span className={styles.stack}>
    <span>{userDisplayName(user)}</span>
    <span className={styles.muted}>{user.id}</span>
  </span>
);

/** Users who do not hold the role yet, searched and paged inside the dialog. */
const AssignUsersDialog = ({ role, onClose }: { role: Role; onClose: () => void }) => {
  const { t } = useTranslation();
  const [list, setList] = useState<ListQuery>({ page: 1 });
  // A server without a user list answers 404: the dialog says so instead of a toast.
  const candidates = useUsers({ ...list, excludeRoleId: role.id }, { hideErrorToast: true });
  const assign = useAssignRoleUsers(role.id);
  return (
    <AssignDialog<UserInfo>
      title={t('roles.users.assign_title')}
      description={t('roles.users.assign_description')}
      candidates={candidates}
      list={list}
      onListChange={setList}
      getId={(user) => user.id}
      renderItem={(user) => <UserName user={user} />}
      emptyText={t('roles.users.none_available')}
      unavailableText={t('roles.users.unavailable')}
      onSubmit={(users) => assign.mutateAsync(users.map((user) => user.id))}
      doneText={t('roles.users.assigned')}
      onClose={onClose}
    />
  );
};

/** `/roles/{id}/users` (User roles): the users holding the role. */
export default function RoleUsersTab() {
  const { t } = useTranslation();
  const { role } = useRoleOutlet();
  const { page, search } = useListSearchParams();
  const holders = useRoleUsers(role.id, { page, search });
  const remove = useRemoveRoleUser(role.id);

  return (
    <HoldersTab<UserInfo>
      holders={holders}
      tableTestId="role-users-table"
      testId="users"
      texts={{
        table: t('roles.users.table_label'),
        assign: t('roles.users.assign'),
        emptyTitle: t('roles.users.empty_title'),
        emptyDescription: t('roles.users.empty_description'),
      }}
      columns={[
        { key: 'user', title: t('roles.users.column_user'), render: (user) => <UserName user={user} /> },
        {
          key: 'contact',
          title: t('roles.users.column_contact'),
          render: (user) => user.primaryEmail ?? user.primaryPhone ?? '—',
        },
        {
          key: 'actions',
          title: t('shared_list.actions'),
          isAction: true,
          render: (user) => (
            <RemoveButton
              label={t('roles.users.remove')}
              confirmText={t('roles.users.remove_confirm', { name: userDisplayName(user) })}
              doneText={t('roles.users.removed')}
              onRemove={() => remove.mutateAsync(user.id)}
              data-testid={`remove-user-${user.id}`}
            />
          ),
        },
      ]}
      renderAssignDialog={(close) => <AssignUsersDialog role={role} onClose={close} />}
    />
  );
}
