import type { ApplicationType } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { ApplicationTypeIcon } from './application-type-icon';
import styles from './application-type-name.module.css';

/** An application's name with its type icon and type label, as lists show it. */
export const ApplicationTypeName = ({ name, type }: { name: string; type: ApplicationType }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.item}>
      <span className={styles.icon}>
        <ApplicationTypeIcon type={type} size={18} />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.type}>{t(`applications.types.${type}.name`)}</span>
      </span>
    </span>
  );
};
