import { MissingTotalNumberError, readTotalNumber } from '@tessera/schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { createApiClient } from '../../api/api-client';
import { getAuthFailure } from '../../api/auth-failure';
import { getErrorMessage } from '../../api/error-message';
import { shouldToastError, type UseApiOptions } from '../../api/use-api';
import { useAccessTokenGetter } from '../../auth/access-token';
import { useAuthFailureHandler } from '../../auth/auth-failure-handler';
import { useToast } from '../../ds/toast/use-toast';

export interface Page<T> {
  items: T[];
  /** From the `Total-Number` answer header. */
  totalCount: number;
}

export type PageSearchParams = Record<string, string | number | boolean | undefined>;

/**
 * Fetches one page of a Management API list together with its `Total-Number` header, which
 * the JSON client does not expose. It builds the same client as `useApi` (language, token,
 * session failures to the auth layer, error toasts) with a fetch that keeps the answer's
 * headers; a missing header fails with `errors.missing_total_number`.
 */
export const usePageFetcher = ({ hideErrorToast }: UseApiOptions = {}) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const getAccessToken = useAccessTokenGetter();
  const handleAuthFailure = useAuthFailureHandler();
  const hideKey = Array.isArray(hideErrorToast) ? hideErrorToast.join('\n') : hideErrorToast;

  return useCallback(
    async <T>(path: string, searchParams: PageSearchParams, signal?: AbortSignal): Promise<Page<T>> => {
      let headers: Headers | undefined;
      const client = createApiClient({
        getLanguage: () => i18n.language,
        getAccessToken,
        onError: (error) => {
          const failure = handleAuthFailure && getAuthFailure(error);
          if (failure) {
            handleAuthFailure(failure, error.body?.message);
            return;
          }
          if (shouldToastError(error, hideErrorToast)) {
            toast.error(getErrorMessage(error, t));
          }
        },
        fetch: async (input, init) => {
          const response = await window.fetch(input, init);
          headers = response.headers;
          return response;
        },
      });
      const items = await client.get<T[]>(path, { searchParams, signal });
      try {
        return { items, totalCount: readTotalNumber(headers ?? new Headers()) };
      } catch (error) {
        if (error instanceof MissingTotalNumberError && hideErrorToast !== true) {
          toast.error(t('errors.missing_total_number'));
        }
        throw error;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hideKey stands for hideErrorToast
    [getAccessToken, handleAuthFailure, hideKey, i18n, t, toast],
  );
};
