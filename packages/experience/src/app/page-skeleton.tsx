import { useTranslation } from 'react-i18next';

import styles from './page-skeleton.module.css';

/** The shape of a sign-in card while code or data loads, so nothing jumps when it arrives. */
export const PageSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.title} />
      <div className={styles.line} />
      <div className={styles.field} />
      <div className={styles.field} />
      <div className={styles.button} />
    </div>
  );
};
