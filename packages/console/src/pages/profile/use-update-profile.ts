import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { getAuthFailure } from '../../api/auth-failure';
import { getErrorMessage } from '../../api/error-message';
import { setCurrentUser, type ConsoleUser } from '../../api/me/current-user';
import { RequestError } from '../../api/request-error';
import { useApi } from '../../api/use-api';
import { useConfirm } from '../../components/confirm/use-confirm';
import { useToast } from '../../ds/toast/use-toast';

/** `PATCH /api/me` takes exactly one field per call. */
export type ProfileChange = { name: string | null } | { username: string } | { avatar: string | null };
export type ProfileField = 'name' | 'username' | 'avatar';

const fieldOf = (change: ProfileChange): ProfileField => Object.keys(change)[0] as ProfileField;

/**
 * Saves one profile field. Success: the cached user is replaced and a toast names the field.
 * A 422 (e.g. username taken) shows the server's message in an alert; other failures toast.
 */
export const useUpdateProfile = () => {
  const { t } = useTranslation();
  const api = useApi({ hideErrorToast: true });
  const queryClient = useQueryClient();
  const toast = useToast();
  const { show } = useConfirm();

  return useMutation({
    mutationFn: (change: ProfileChange) => api.patch<unknown>('api/me', { json: change }),
    onSuccess: async (body, change) => {
      const { parseCurrentUser } = await import('../../api/me/parse-current-user');
      setCurrentUser(queryClient, parseCurrentUser(body) satisfies ConsoleUser);
      toast.success(t('profile.updated', { field: t(`profile.fields.${fieldOf(change)}`) }));
    },
    onError: async (error) => {
      if (error instanceof RequestError && error.status === 422) {
        await show({ type: 'alert', content: getErrorMessage(error, t) });
        return;
      }
      // Session failures are the auth layer's to handle.
      if (!(error instanceof RequestError && getAuthFailure(error))) {
        toast.error(getErrorMessage(error, t));
      }
    },
  });
};
