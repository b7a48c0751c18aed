import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { Card } from '../../ds/card/card';
import { DeletionIssuesModal } from './delete-account/deletion-issues-modal';
import { useDeleteAccount } from './delete-account/use-delete-account';
import styles from './profile.module.css';

/** Cloud only: the profile's delete-account section; the flow is in use-delete-account. */
export const DeleteAccountSection = () => {
  const { t } = useTranslation();
  const { start, isBusy, issues, closeIssues } = useDeleteAccount();

  return (
    <Card className={styles.section} data-testid="delete-account">
      <h2 className={styles.sectionTitle}>{t('account_deletion.title')}</h2>
      <p className={styles.muted}>{t('account_deletion.description')}</p>
      <div>
        <Button variant="danger" isLoading={isBusy} onClick={() => void start()}>
          {t('account_deletion.action')}
        </Button>
      </div>
      <DeletionIssuesModal blockers={issues} onClose={closeIssues} />
    </Card>
  );
};
