import { consoleBasePath } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import styles from '../../components/form-layout/form-layout.module.css';
import { PageHeader } from '../../components/page-header/page-header';

/** The setup is done: administrators sign in through the console. */
export const AlreadySetUp = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('page_title.first_admin')}
        description={t('first_admin.already_set_up')}
      />
      <p className={styles.aside}>
        <a href={consoleBasePath} data-testid="console-link">
          {t('first_admin.go_to_console')}
        </a>
      </p>
    </>
  );
};
