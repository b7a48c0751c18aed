import type { OrganizationRoleRef } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { Tag } from '../../../ds/tag/tag';
import styles from './organizations.module.css';

/** The organization roles someone holds, as tags; "No roles" when there are none. */
export const OrganizationRoleTags = ({ roles }: { roles: readonly OrganizationRoleRef[] }) => {
  const { t } = useTranslation();
  if (roles.length === 0) {
    return <span className={styles.muted}>{t('organizations.members.no_roles')}</span>;
  }
  return (
    <span className={styles.tags}>
      {roles.map((role) => (
        <Tag key={role.id}>{role.name}</Tag>
      ))}
    </span>
  );
};
