import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Card } from '../../ds/card/card';
import { ArrowBackIcon } from '../../ds/icons/icons';
import styles from './profile.module.css';

interface ProfileStepProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A step of the profile (verify password, change password, link email): back link, then a card. */
export const ProfileStep = ({ title, description, children, 'data-testid': testId }: ProfileStepProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.sections}>
      <Link to=".." className={styles.back} data-testid="back-to-profile">
        <ArrowBackIcon size={16} />
        {t('general.back_to', { page: t('profile.title') })}
      </Link>
      <Card className={styles.section} data-testid={testId}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {description && <p className={styles.muted}>{description}</p>}
        {children}
      </Card>
    </div>
  );
};
