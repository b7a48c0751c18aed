import type { CurrentUserPatch } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { getAuthFailure } from '../../api/auth-failure';
import { getErrorMessage } from '../../api/error-message';
import { useUpdateCurrentUser } from '../../api/me/mutations';
import { RequestError } from '../../api/request-error';
import { useConfirm } from '../../components/confirm/use-confirm';
import { useToast } from '../../ds/toast/use-toast';

type Patch = Required<CurrentUserPatch>;
export type ProfileField = keyof Patch;
/** The contract takes exactly one field per call; this type says so where its body type cannot. */
export type ProfileChange = { [Field in ProfileField]: Pick<Patch, Field> }[ProfileField];

const fieldOf = (change: ProfileChange) => Object.keys(change)[0] as ProfileField;

/**
 * Saves one profile field and answers whether it was saved. Success: a toast names the field.
 * A 422 (e.g. username taken) shows the server's message in an alert; other failures toast.
 */
export const useUpdateProfile = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();
  const { mutateAsync, isPending } = useUpdateCurrentUser({ hideErrorToast: true });

  const save = async (change: ProfileChange) => {
    try {
      await mutateAsync(change);
    } catch (error) {
      if (error instanceof RequestError && error.status === 422) {
        await show({ type: 'alert', content: getErrorMessage(error, t) });
      } else if (!(error instanceof RequestError && getAuthFailure(error))) {
        // Session failures are the auth layer's to handle.
        toast.error(getErrorMessage(error, t));
      }
      return false;
    }
    toast.success(t('profile.updated', { field: t(`profile.fields.${fieldOf(change)}`) }));
    return true;
  };

  return { save, isPending };
};
