import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useAccessTokenGetter } from '../auth/access-token';
import { useToast } from '../ds/toast/use-toast';
import { createApiClient } from './api-client';
import { getErrorMessage } from './error-message';
import type { RequestError } from './request-error';

export interface UseApiOptions {
  /** `true` hides every error toast; a list hides only errors with those codes. */
  hideErrorToast?: boolean | readonly string[];
}

/** 401 means the session is gone: sign-in restarts silently instead of toasting. */
export const shouldToastError = (error: RequestError, hideErrorToast: UseApiOptions['hideErrorToast']) => {
  if (hideErrorToast === true || error.status === 401) {
    return false;
  }
  return !(Array.isArray(hideErrorToast) && error.code !== undefined && hideErrorToast.includes(error.code));
};

/** The API client for components: current language, access token, and errors shown as toasts. */
export const useApi = ({ hideErrorToast }: UseApiOptions = {}) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const getAccessToken = useAccessTokenGetter();
  // A list literal would change identity on every render; its content is what matters.
  const hideKey = Array.isArray(hideErrorToast) ? hideErrorToast.join('\n') : hideErrorToast;

  return useMemo(
    () =>
      createApiClient({
        getLanguage: () => i18n.language,
        getAccessToken,
        onError: (error) => {
          if (shouldToastError(error, hideErrorToast)) {
            toast.error(getErrorMessage(error, t));
          }
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hideKey stands for hideErrorToast
    [i18n, getAccessToken, toast, t, hideKey],
  );
};
