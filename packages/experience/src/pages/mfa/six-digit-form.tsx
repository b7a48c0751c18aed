import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { CodeInput, codeLength } from '../../components/code-input/code-input';
import styles from '../../components/form-layout/form-layout.module.css';
import type { StepError } from '../../flows/use-step-action';
import { CeremonyError } from '../../flows/webauthn-ceremony';
import { placeServerError } from '../../forms/server-error-placement';

const emptyCode = () => Array.from({ length: codeLength }, () => '');

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
 * Six boxes for an authenticator app's code or a code sent by message: sent once full (typed or
 * pasted) or with the button; a wrong code shows under the boxes and clears them.
 */
export const SixDigitForm = ({
  onCode,
  error,
  isBusy,
  submitLabel,
  children,
}: SixDigitFormProps) => {
  const { t } = useTranslation();
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);

  const send = async (code: string) => {
    if (!(await onCode(code))) {
      setDigits(emptyCode());
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    setIncomplete(code.length < codeLength);
    if (code.length === codeLength) {
      void send(code);
    }
  };

  const requestError = error instanceof CeremonyError ? undefined : error;
  const placement = requestError ? placeServerError(requestError, t) : undefined;
  // A refused code concerns the boxes; anything else (locked, session gone) the whole form.
  const isCodeError =
    placement !== undefined &&
    (placement.target === 'field' || requestError?.code.startsWith('session.mfa.') === true);
  const codeErrors = [
    ...(incomplete ? [t('verification_code.incomplete')] : []),
    ...(isCodeError && placement
      ? placement.target === 'field'
        ? placement.messages
        : [placement.alert.message]
      : []),
  ];

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {placement?.target === 'form' && !isCodeError && (
        <Alert tone={placement.alert.tone} data-testid="form-error">
          {placement.alert.message}
        </Alert>
      )}
      <CodeInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setIncomplete(false);
        }}
        onComplete={(code) => void send(code)}
        errors={codeErrors}
      />
      {children}
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {submitLabel}
      </Button>
    </form>
  );
};
