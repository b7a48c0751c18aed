import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { getAuthFailure } from '../../api/auth-failure';
import { getErrorMessage } from '../../api/error-message';
import { useDeleteCurrentUser } from '../../api/me/mutations';
import { RequestError } from '../../api/request-error';
import { useAuth } from '../../auth/auth-context';
import { useConfirm } from '../../components/confirm/use-confirm';
import { Button } from '../../ds/button/button';
import { Card } from '../../ds/card/card';
import styles from './profile.module.css';

/**
 * Cloud only. Two confirmations, then the account is deleted and the user signed out. A failure
 * shows the message and the request id (sent by the console, echoed by the server) for support.
 */
export const DeleteAccountSection = () => {
  const { t } = useTranslation();
  const { mutateAsync: deleteCurrentUser } = useDeleteCurrentUser({ hideErrorToast: true });
  const { signOut } = useAuth();
  const { show } = useConfirm();
  // Stays set through the sign-out that follows the deletion.
  const [isDeleting, setDeleting] = useState(false);

  const deleteAccount = async () => {
    const [confirmed] = await show({
      title: t('profile.delete_account.confirm_title'),
      content: t('profile.delete_account.confirm_description'),
      confirmButtonText: t('profile.delete_account.continue'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    const [isFinal] = await show({
      title: t('profile.delete_account.final_title'),
      content: t('profile.delete_account.final_description'),
      confirmButtonText: t('profile.delete_account.action'),
      isDanger: true,
    });
    if (!isFinal) {
      return;
    }
    const requestId = crypto.randomUUID();
    setDeleting(true);
    try {
      await deleteCurrentUser(requestId);
      await signOut();
    } catch (error) {
      setDeleting(false);
      if (error instanceof RequestError && getAuthFailure(error)) {
        return;
      }
      await show({
        type: 'alert',
        title: t('profile.delete_account.failed'),
        content: t('profile.delete_account.failed_description', { message: getErrorMessage(error, t), requestId }),
      });
    }
  };

  return (
    <Card className={styles.section} data-testid="delete-account">
      <h2 className={styles.sectionTitle}>{t('profile.delete_account.title')}</h2>
      <p className={styles.muted}>{t('profile.delete_account.description')}</p>
      <div>
        <Button variant="danger" isLoading={isDeleting} onClick={() => void deleteAccount()}>
          {t('profile.delete_account.action')}
        </Button>
      </div>
    </Card>
  );
};
