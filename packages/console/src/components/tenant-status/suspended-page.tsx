import { externalLinks } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { buttonClassName } from '../../ds/button/button-class-name';
import { StandaloneLayout } from '../standalone-layout/standalone-layout';
import styles from './tenant-status.module.css';

/**
 * What a suspended cloud tenant shows instead of its whole shell (spec 000 §2.5): a title, two
 * descriptions and an outline "contact us" link. The topbar stays, to switch to another tenant.
 */
export const SuspendedPage = () => {
  const { t } = useTranslation();
  return (
    <StandaloneLayout title={t('tenant_status.suspended_title')}>
      <div className={styles.suspended} data-testid="tenant-suspended-page">
        <p>{t('tenant_status.suspended_description')}</p>
        <p>{t('tenant_status.suspended_contact')}</p>
        <a className={buttonClassName({ variant: 'outline' })} href={externalLinks.email}>
          {t('tenant_status.contact_us')}
        </a>
      </div>
    </StandaloneLayout>
  );
};
