import type { UserDetails } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteUser, useUpdateUserSuspension } from '../../../api/users/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';
import { userDisplayName } from '../../../components/user-display-name/user-display-name';
import { useToast } from '../../../ds/toast/use-toast';

/** Suspends or reactivates the user after confirming. */
export const useConfirmedSuspension = (user: UserDetails) => {
  const { t } = useTranslation();
  const update = useUpdateUserSuspension(user.id);
  const { show } = useConfirm();
  const toast = useToast();
  const suspend = !user.isSuspended;

  return async () => {
    const [confirmed] = await show({
      title: suspend ? t('users.details.suspend_title') : t('users.details.reactivate_title'),
      content: suspend ? t('users.details.suspend_description') : t('users.details.reactivate_description'),
      confirmButtonText: suspend ? t('users.details.suspend') : t('users.details.reactivate'),
      isDanger: suspend,
    });
    if (!confirmed) {
      return;
    }
    await update.mutateAsync(suspend);
    toast.success(suspend ? t('users.details.suspended') : t('users.details.reactivated'));
  };
};

/** Deletes the user after confirming, then goes back to the list. */
export const useConfirmedUserDeletion = (user: UserDetails) => {
  const { t } = useTranslation();
  const deleteUser = useDeleteUser(user.id);
  return useConfirmedDeletion({
    name: userDisplayName(user),
    content: t('users.details.delete_description'),
    remove: () => deleteUser.mutateAsync(undefined),
    backTo: 'users',
  });
};
