import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { TextField } from '../../components/text-field/text-field';
import type { StepError } from '../../flows/use-step-action';
import { CeremonyError } from '../../flows/webauthn-ceremony';
import { placeServerError } from '../../forms/server-error-placement';

type BackupCodeFormProps = {
  onCode: (code: string) => Promise<boolean>;
  error: StepError | undefined;
  isBusy: boolean;
  children?: ReactNode;
};

/** One saved backup code, typed or pasted as printed (spaces around it do not count). */
export const BackupCodeForm = ({ onCode, error, isBusy, children }: BackupCodeFormProps) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setIsEmpty(trimmed === '');
    if (trimmed !== '' && !(await onCode(trimmed))) {
      setCode('');
    }
  };

  const requestError = error instanceof CeremonyError ? undefined : error;
  const placement = requestError ? placeServerError(requestError, t) : undefined;
  const isCodeError = requestError?.code.startsWith('session.mfa.') === true;
  const message =
    placement?.target === 'form' ? placement.alert.message : placement?.messages.join(' ');
  const fieldErrors = [
    ...(isEmpty ? [t('mfa.backup_code_required')] : []),
    ...(isCodeError && message ? [message] : []),
  ];

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      {placement && !isCodeError && (
        <Alert
          tone={placement.target === 'form' ? placement.alert.tone : 'error'}
          data-testid="form-error"
        >
          {message}
        </Alert>
      )}
      <TextField
        name="backupCode"
        label={t('mfa.backup_code_label')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        dir="ltr"
        value={code}
        errors={fieldErrors}
        onChange={(event) => {
          setCode(event.target.value);
          setIsEmpty(false);
        }}
      />
      {children}
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {t('mfa.verify')}
      </Button>
    </form>
  );
};
