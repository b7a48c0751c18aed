import type { AccountDeletionBlocker } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { getAuthFailure } from '../../../api/auth-failure';
import { getErrorMessage } from '../../../api/error-message';
import { blockersOfRefusal, useFetchAccountDeletionCheck } from '../../../api/me/account-deletion';
import { useDeleteCurrentUser } from '../../../api/me/mutations';
import { RequestError } from '../../../api/request-error';
import { useAuth } from '../../../auth/auth-context';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { DeletionSummary } from './deletion-summary';

/**
 * The delete-account flow (spec 000 §2.8, §4.9): the server's check first; with blockers the
 * issues dialog, otherwise a confirmation naming the tenants concerned and a final one; then one
 * `DELETE /me`, which deletes the administered tenants, leaves the others and deletes the user
 * server-side, and the sign-out. A failure shows the message and the request id (sent by the
 * console, echoed by the server) with "try again later".
 */
export const useDeleteAccount = () => {
  const { t } = useTranslation();
  const fetchCheck = useFetchAccountDeletionCheck();
  const { mutateAsync: deleteCurrentUser } = useDeleteCurrentUser({ hideErrorToast: true });
  const { signOut } = useAuth();
  const { show } = useConfirm();
  const [issues, setIssues] = useState<AccountDeletionBlocker[]>();
  // Stays set through the sign-out that follows the deletion.
  const [isBusy, setBusy] = useState(false);

  const confirmDeletion = async (summary: Awaited<ReturnType<typeof fetchCheck>>) => {
    const [confirmed] = await show({
      title: t('account_deletion.confirm_title'),
      content: <DeletionSummary check={summary} />,
      confirmButtonText: t('account_deletion.continue'),
      isDanger: true,
    });
    if (!confirmed) {
      return false;
    }
    const [isFinal] = await show({
      title: t('account_deletion.final_title'),
      content: t('account_deletion.final_description'),
      confirmButtonText: t('account_deletion.action'),
      isDanger: true,
    });
    return isFinal;
  };

  const deleteAccount = async () => {
    const requestId = crypto.randomUUID();
    setBusy(true);
    try {
      await deleteCurrentUser(requestId);
      await signOut();
    } catch (error) {
      setBusy(false);
      if (error instanceof RequestError && getAuthFailure(error)) {
        return;
      }
      // A plan or an invoice changed since the check: the issues dialog says what to settle.
      const blockers = blockersOfRefusal(error);
      if (blockers) {
        setIssues(blockers);
        return;
      }
      await show({
        type: 'alert',
        title: t('account_deletion.failed'),
        content: t('account_deletion.failed_description', { message: getErrorMessage(error, t), requestId }),
      });
    }
  };

  const start = async () => {
    setBusy(true);
    let summary: Awaited<ReturnType<typeof fetchCheck>>;
    try {
      summary = await fetchCheck();
    } catch {
      // The API hook has shown the error.
      setBusy(false);
      return;
    }
    setBusy(false);
    if (summary.blockers.length > 0) {
      setIssues(summary.blockers);
      return;
    }
    if (await confirmDeletion(summary)) {
      await deleteAccount();
    }
  };

  return { start, isBusy, issues, closeIssues: () => setIssues(undefined) };
};
