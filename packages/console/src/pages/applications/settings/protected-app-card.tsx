import type { ProtectedAppMetadata } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import styles from './settings.module.css';

/** The Protected app's host, origin and session rules, read-only. */
export const ProtectedAppCard = ({ metadata }: { metadata: ProtectedAppMetadata }) => {
  const { t } = useTranslation();
  return (
    <FormCard
      title={t('applications.settings.protected_title')}
      description={t('applications.settings.protected_description')}
      data-testid="protected-app-card"
    >
      <dl className={styles.list}>
        <dt>{t('applications.settings.protected_host')}</dt>
        <dd className={styles.mono}>{metadata.host}</dd>
        <dt>{t('applications.settings.protected_origin')}</dt>
        <dd className={styles.mono}>{metadata.origin}</dd>
        <dt>{t('applications.settings.protected_session')}</dt>
        <dd>{t('applications.settings.protected_session_value', { count: metadata.sessionDuration })}</dd>
        <dt>{t('applications.settings.protected_page_rules')}</dt>
        <dd className={styles.mono}>
          {metadata.pageRules.length > 0
            ? metadata.pageRules.map((rule) => rule.path).join(', ')
            : t('applications.settings.protected_all_paths')}
        </dd>
      </dl>
    </FormCard>
  );
};
