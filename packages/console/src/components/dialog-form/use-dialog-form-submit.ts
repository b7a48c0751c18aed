import type { FieldValues, UseFormReturn } from 'react-hook-form';

import type { ServerFieldErrorMap } from '../server-field-errors/server-field-errors';
import { useSubmitErrorHandler } from '../server-field-errors/use-submit-error-handler';

interface DialogFormSubmit<Values extends FieldValues, Result> {
  /** Sends the checked values; its mutation hides error toasts (`hideErrorToast: true`). */
  send: (values: Values) => Promise<Result>;
  /** What follows a success: open the new entity, or close the dialog. */
  onDone: (result: Result) => void;
  /** Server errors shown on the fields they are about; the rest are toasts. */
  fieldErrors?: ServerFieldErrorMap<Values>;
}

/** The submit handler of a dialog form: send, then move on, or put the server's error on its field. */
export const useDialogFormSubmit = <Values extends FieldValues, Result>(
  { handleSubmit, setError }: Pick<UseFormReturn<Values>, 'handleSubmit' | 'setError'>,
  { send, onDone, fieldErrors }: DialogFormSubmit<Values, Result>,
) => {
  const handleError = useSubmitErrorHandler(setError);
  return handleSubmit(async (values) => {
    try {
      onDone(await send(values));
    } catch (error) {
      handleError(error, fieldErrors);
    }
  });
};
