import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toRequestError, type RequestError } from '../../api/request-error';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { useMfaFlow, type MessageFactor } from '../../flows/use-mfa-flow';
import { stepErrorMessage, useStepAction } from '../../flows/use-step-action';
import { SixDigitForm } from './six-digit-form';

type MessageCodeVerificationProps = {
  factor: MessageFactor;
  remember: boolean;
  children?: ReactNode;
};

/** A code sent to the user's own email or phone: sent on request, then typed in six boxes. */
export const MessageCodeVerification = ({
  factor,
  remember,
  children,
}: MessageCodeVerificationProps) => {
  const { t } = useTranslation();
  const flow = useMfaFlow();
  const step = useStepAction();
  const [verificationId, setVerificationId] = useState<string>();
  const [sendError, setSendError] = useState<RequestError>();
  const [isSending, setIsSending] = useState(false);

  const send = async () => {
    setIsSending(true);
    setSendError(undefined);
    try {
      setVerificationId(await flow.sendCode(factor));
    } catch (caught) {
      setSendError(toRequestError(caught));
    } finally {
      setIsSending(false);
    }
  };

  const sendButton = (
    <Button
      variant={verificationId ? 'secondary' : 'primary'}
      data-testid="send-code"
      isLoading={isSending}
      onClick={() => void send()}
    >
      {verificationId ? t('verification_code.resend') : t('mfa.send_code')}
    </Button>
  );

  return (
    <div className={styles.form}>
      {sendError && (
        <Alert data-testid="send-error">
          {stepErrorMessage(sendError, t, { cancelled: '', unsupported: '' })}
        </Alert>
      )}
      {verificationId ? (
        <>
          <p role="status" data-testid="code-sent">
            {t('mfa.code_sent')}
          </p>
          <SixDigitForm
            key={verificationId}
            error={step.error}
            isBusy={step.isBusy}
            submitLabel={t('mfa.verify')}
            onCode={(code) => step.run(() => flow.verifyCode(verificationId, code, remember))}
          >
            {children}
          </SixDigitForm>
          {sendButton}
        </>
      ) : (
        sendButton
      )}
    </div>
  );
};
