import type { ExperienceRedirect } from '@tessera/schemas';
import { useState } from 'react';
import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { retryDataGuard } from '../api/error-data';
import { RequestError, toRequestError } from '../api/request-error';
import { useExperienceEnv } from '../app/experience-env';
import { useFollowUpStep } from '../flows/use-follow-up-step';
import { messageListError } from './field-messages';
import { placeServerError, type FormAlert, type FormField } from './server-error-placement';
import { useSecondsLeft } from './use-seconds-left';

/** When a refused attempt may be retried (`Date.now()` time), from a 429 `session.attempt_too_soon`. */
const retryTimeOf = (error: RequestError) => {
  const data = retryDataGuard.safeParse(error.data);
  return error.code === 'session.attempt_too_soon' && data.success
    ? Date.now() + data.data.seconds * 1000
    : undefined;
};

/**
 * The error as it should read now: a "try again in N seconds" counts down with the clock and is
 * gone once the wait is over.
 */
const withSecondsLeft = (error: RequestError | undefined, secondsLeft: number | undefined) => {
  if (!error || secondsLeft === undefined) {
    return error;
  }
  return secondsLeft > 0
    ? new RequestError({ ...error, message: error.message, data: { seconds: secondsLeft } })
    : undefined;
};

type SubmitOptions<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The inputs this form shows; errors about other fields go above the form. */
  fields: readonly (FormField & Path<TValues>)[];
  /** Answers where to go next, or nothing when it moved on inside the app itself. */
  submit: (values: TOutput) => Promise<ExperienceRedirect | undefined>;
};

/**
 * Submits a form to the experience API and follows the `redirectTo` it answers with. Failures
 * land under the field they concern (focused) or in an alert above the form.
 */
export const useSubmitAndRedirect = <TValues extends FieldValues, TOutput>({
  form,
  fields,
  submit,
}: SubmitOptions<TValues, TOutput>) => {
  const { t } = useTranslation();
  const { assignLocation } = useExperienceEnv();
  const [formError, setFormError] = useState<RequestError>();
  const [retryAt, setRetryAt] = useState<number>();
  const secondsLeft = useSecondsLeft(retryAt);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const followUp = useFollowUpStep();

  const onValid: SubmitHandler<TOutput> = async (values) => {
    setFormError(undefined);
    setRetryAt(undefined);
    try {
      const answer = await submit(values);
      if (answer) {
        // The page is about to unload; keep the form busy so it cannot be sent twice.
        setIsRedirecting(true);
        assignLocation(answer.redirectTo);
      }
    } catch (error) {
      // A second factor or a passkey offer is the next screen, not a failure.
      if (followUp(error)) {
        return;
      }
      const requestError = toRequestError(error);
      const placement = placeServerError(requestError, t);
      const field =
        placement.target === 'field' ? fields.find((name) => name === placement.field) : undefined;
      if (placement.target === 'field' && field) {
        form.setError(field, messageListError(placement.messages), { shouldFocus: true });
      } else {
        setFormError(requestError);
        setRetryAt(retryTimeOf(requestError));
      }
    }
  };

  // Placed at render time, so the alert follows a language switch (and a countdown).
  const shownError = withSecondsLeft(formError, secondsLeft);
  const placement = shownError ? placeServerError(shownError, t) : undefined;
  const alert: FormAlert | undefined =
    placement?.target === 'form'
      ? placement.alert
      : placement && { tone: 'error', message: placement.messages.join(' ') };

  return {
    onSubmit: form.handleSubmit(onValid),
    alert,
    isBusy: form.formState.isSubmitting || isRedirecting,
  };
};
