import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CodeForm } from '../../components/code-input/code-form';
import type { StepError } from '../../flows/use-step-action';
import { CeremonyError } from '../../flows/webauthn-ceremony';
import { placeServerError } from '../../forms/server-error-placement';

type SixDigitFormProps = {
  /** Sends the code; answers whether the screen moved on (else the boxes clear for a retry). */
  onCode: (code: string) => Promise<boolean>;
  error: StepError | undefined;
  isBusy: boolean;
  submitLabel: string;
  /** Shown between the boxes and the button, e.g. "remember this device". */
  children?: ReactNode;
};

/**
 * The code form of an authenticator app's code or a code sent by message, with the second-factor
 * step's error: a refused code (or any `session.mfa.` refusal) shows under the boxes.
 */
export const SixDigitForm = ({ error, ...props }: SixDigitFormProps) => {
  const { t } = useTranslation();
  const requestError = error instanceof CeremonyError ? undefined : error;
  const placement = requestError ? placeServerError(requestError, t) : undefined;
  // A refused code concerns the boxes; anything else (locked, session gone) the whole form.
  const isCodeError =
    placement !== undefined &&
    (placement.target === 'field' || requestError?.code.startsWith('session.mfa.') === true);
  const codeErrors =
    isCodeError && placement
      ? placement.target === 'field'
        ? placement.messages
        : [placement.alert.message]
      : [];

  return (
    <CodeForm
      {...props}
      codeErrors={codeErrors}
      formAlert={placement?.target === 'form' && !isCodeError ? placement.alert : undefined}
    />
  );
};
