import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { useMfaFlow } from '../../flows/use-mfa-flow';
import { stepErrorMessage, useStepAction } from '../../flows/use-step-action';
import { useLoad } from '../../hooks/use-load';
import styles from './mfa.module.css';
import { SixDigitForm } from './six-digit-form';

/** Copies `text`; answers whether the clipboard took it (it may be refused outside HTTPS). */
const copyText = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * A new authenticator app: its QR code and setup key (to copy or type), then a code from the
 * app confirms the secret and binds it.
 */
export const TotpBinding = () => {
  const { t } = useTranslation();
  const flow = useMfaFlow();
  const step = useStepAction();
  const [isCopied, setIsCopied] = useState(false);
  const load = useCallback((signal: AbortSignal) => flow.createTotpSecret(signal), [flow]);
  const { state } = useLoad(load);

  if (state.status === 'loading') {
    return <Spinner />;
  }
  if (state.status === 'failed') {
    return (
      <Alert data-testid="form-error">
        {stepErrorMessage(state.error, t, { cancelled: '', unsupported: '' })}
      </Alert>
    );
  }
  const { secret, secretQrCode, verificationId } = state.data;
  return (
    <div data-testid="bind-Totp">
      <h2>{t('mfa.totp_bind_title')}</h2>
      <p className={styles.hint}>{t('mfa.totp_scan')}</p>
      <img
        className={styles.qr}
        src={secretQrCode}
        alt={t('mfa.totp_qr_alt')}
        data-testid="totp-qr"
      />
      <div className={styles.secret}>
        <span className={styles.hint}>{t('mfa.totp_secret_label')}</span>
        <code className={styles.secretValue} data-testid="totp-secret">
          {secret}
        </code>
        <Button
          variant="secondary"
          data-testid="totp-copy"
          onClick={() => void copyText(secret).then(setIsCopied)}
        >
          {isCopied ? t('mfa.copied') : t('mfa.copy')}
        </Button>
      </div>
      <p className={styles.hint}>{t('mfa.totp_confirm')}</p>
      <SixDigitForm
        error={step.error}
        isBusy={step.isBusy}
        submitLabel={t('action.continue')}
        onCode={(code) => step.run(() => flow.bindTotp(verificationId, code))}
      />
    </div>
  );
};
