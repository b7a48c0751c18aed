import { useTranslation } from 'react-i18next';

import { userDisplayName, type RoleMember } from '../../../components/api-entities/user';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { useRoleOutlet } from '../details/use-role';
import { HoldersTab } from '../shared/holders-tab';
import styles from '../shared/role-tabs.module.css';

const UserName = ({ user }: { user: RoleMember }) => (
  <span className={styles.stack}>
    <span>{userDisplayName(user)}</span>
    <span className={styles.muted}>{user.id}</span>
  </span>
);

/** `/roles/{id}/users` (User roles): the users holding the role. */
export default function RoleUsersTab() {
  const { t } = useTranslation();
  const { role } = useRoleOutlet();
  const path = `api/roles/${role.id}/users`;

  return (
    <HoldersTab<RoleMember>
      path={path}
      assignKey="userIds"
      getId={(user) => user.id}
      testId="users"
      texts={{
        table: t('roles.users.table_label'),
        assign: t('roles.users.assign'),
        assigned: t('roles.users.assigned'),
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
              path={`${path}/${user.id}`}
              invalidate={['api/roles']}
              data-testid={`remove-user-${user.id}`}
            />
          ),
        },
      ]}
      dialog={{
        title: t('roles.users.assign_title'),
        description: t('roles.users.assign_description'),
        // No user search API exists yet; the dialog says so when the server answers 404.
        path: 'api/users',
        params: { excludeRoleId: role.id },
        renderItem: (user) => <UserName user={user} />,
        emptyText: t('roles.users.none_available'),
        unavailableText: t('roles.users.unavailable'),
      }}
    />
  );
}
