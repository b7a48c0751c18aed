import type { UserDetails } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../ds/button/button';
import { KeyIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useConfirmedSuspension, useConfirmedUserDeletion } from './use-user-actions';

/** Reset password, suspend or reactivate, delete. */
export const UserHeaderActions = ({ user }: { user: UserDetails }) => {
  const { t } = useTranslation();
  const [isResetting, setResetting] = useState(false);
  const toggleSuspension = useConfirmedSuspension(user);
  const deleteUser = useConfirmedUserDeletion(user);

  return (
    <>
      <Button variant="outline" icon={<KeyIcon size={16} />} data-testid="user-reset-password-button" onClick={() => setResetting(true)}>
        {t('users.details.reset_password')}
      </Button>
      <Button variant="outline" data-testid="user-suspend-button" onClick={() => void toggleSuspension().catch(() => undefined)}>
        {user.isSuspended ? t('users.details.reactivate') : t('users.details.suspend')}
      </Button>
      <Button
        variant="outline"
        icon={<TrashIcon size={16} />}
        data-testid="user-delete-button"
        onClick={() => void deleteUser().catch(() => undefined)}
      >
        {t('users.details.delete')}
      </Button>
      {isResetting && <ResetPasswordDialog user={user} onClose={() => setResetting(false)} />}
    </>
  );
};
