import type { UserInfo } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { UserAvatar } from '../../../components/user-avatar/user-avatar';
import { userDisplayName } from '../../../components/user-display-name/user-display-name';
import { Tag } from '../../../ds/tag/tag';
import styles from './users-table.module.css';

/** Avatar, what to call the user, their id, and whether they are suspended. */
export const UserCell = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.user}>
      <UserAvatar user={user} size="small" />
      <span className={styles.stack}>
        <span>
          {userDisplayName(user)} {user.isSuspended && <Tag variant="danger">{t('users.details.suspended_tag')}</Tag>}
        </span>
        <span className={styles.muted}>{user.id}</span>
      </span>
    </span>
  );
};
