import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { stepErrorMessage, type StepError } from '../../flows/use-step-action';

type WebAuthnVerificationProps = {
  onStart: () => void;
  error: StepError | undefined;
  isBusy: boolean;
  /** The button's words; verifying by default. */
  label?: string;
  children?: ReactNode;
};

/** A button that opens the browser's prompt for the user's passkey or security key. */
export const WebAuthnVerification = ({
  onStart,
  error,
  isBusy,
  label,
  children,
}: WebAuthnVerificationProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      {error && (
        <Alert data-testid="form-error">
          {stepErrorMessage(error, t, {
            cancelled: t('mfa.webauthn_cancelled'),
            unsupported: t('mfa.webauthn_unsupported'),
          })}
        </Alert>
      )}
      {children}
      <Button data-testid="webauthn-verify" isLoading={isBusy} onClick={onStart}>
        {label ?? t('mfa.use_webauthn')}
      </Button>
    </div>
  );
};
