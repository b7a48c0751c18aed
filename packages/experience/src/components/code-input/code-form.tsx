import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { FormAlert } from '../../forms/server-error-placement';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import styles from '../form-layout/form-layout.module.css';
import { CodeInput, codeLength } from './code-input';

const emptyCode = () => Array.from({ length: codeLength }, () => '');

type CodeFormProps = {
  /** Sends a full code; answers whether the screen moved on (else the boxes clear for a retry). */
  onCode: (code: string) => Promise<boolean>;
  /** Why the server refused the code, shown under the boxes. */
  codeErrors: readonly string[];
  /** A failure of the whole form (locked, network…), shown above the boxes. */
  formAlert: FormAlert | undefined;
  isBusy: boolean;
  submitLabel: string;
  /** Shown between the boxes and the button, e.g. "remember this device". */
  children?: ReactNode;
  /** Shown after the button, e.g. "send a new code"; `clearCode` empties the boxes. */
  footer?: (clearCode: () => void) => ReactNode;
};

/**
 * Six boxes for a one-time code: sent once full (typed or pasted) or with the button, which
 * first asks for the missing digits; a refused code shows under the boxes and clears them.
 */
export const CodeForm = ({
  onCode,
  codeErrors,
  formAlert,
  isBusy,
  submitLabel,
  children,
  footer,
}: CodeFormProps) => {
  const { t } = useTranslation();
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  const clearCode = () => setDigits(emptyCode());

  const send = async (code: string) => {
    if (!(await onCode(code))) {
      clearCode();
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

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {formAlert && (
        <Alert tone={formAlert.tone} data-testid="form-error">
          {formAlert.message}
        </Alert>
      )}
      <CodeInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setIncomplete(false);
        }}
        onComplete={(code) => void send(code)}
        errors={[...(incomplete ? [t('verification_code.incomplete')] : []), ...codeErrors]}
      />
      {children}
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {submitLabel}
      </Button>
      {footer?.(clearCode)}
    </form>
  );
};
