import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { getAuthFailure } from '../../api/auth-failure';
import { getErrorMessage } from '../../api/error-message';
import { RequestError } from '../../api/request-error';
import { shouldToastError } from '../../api/use-api';
import { translateDetailMessage } from '../../api/validation-details';
import { useToast } from '../../ds/toast/use-toast';
import { setServerFieldErrors, type ServerFieldErrorMap } from './server-field-errors';

/**
 * For form submits whose mutation hides error toasts (`hideErrorToast: true`): an error about a field is shown
 * on that field, anything else as the usual toast (session failures are the auth layer's).
 */
export const useSubmitErrorHandler = <Values extends FieldValues>(setError: UseFormSetError<Values>) => {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (error: unknown, map: ServerFieldErrorMap<Values> = {}) => {
      if (setServerFieldErrors(error, map, setError, (message) => translateDetailMessage(message, t))) {
        return;
      }
      if (!(error instanceof RequestError) || (!getAuthFailure(error) && shouldToastError(error, false))) {
        toast.error(getErrorMessage(error, t));
      }
    },
    [setError, t, toast],
  );
};
