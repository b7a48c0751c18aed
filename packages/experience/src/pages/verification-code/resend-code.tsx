import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import styles from '../../components/form-layout/form-layout.module.css';
import { resendAfterSeconds, type CodeStep } from '../../flows/code-step';
import { useExperienceFlow } from '../../flows/use-experience-flow';
import { useSecondsLeft } from '../../forms/use-seconds-left';

type ResendProps = {
  step: CodeStep;
  onResent: (verificationId: string) => void;
  onError: (error: unknown) => void;
};

/** "Send a new code", offered once the countdown since the last code ends. */
export const ResendCode = ({ step, onResent, onError }: ResendProps) => {
  const { t } = useTranslation();
  const flow = useExperienceFlow();
  const [sentAt, setSentAt] = useState(step.sentAt);
  const [isSending, setIsSending] = useState(false);
  const [hasResent, setHasResent] = useState(false);
  const secondsLeft = useSecondsLeft(sentAt + resendAfterSeconds * 1000) ?? 0;

  const resend = async () => {
    setIsSending(true);
    try {
      const { verificationId } = await flow.resendCode(step.event, step.identifier);
      setSentAt(Date.now());
      setHasResent(true);
      onResent(verificationId);
    } catch (error) {
      onError(error);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div className={styles.aside} aria-live="polite">
      {hasResent && secondsLeft > 0 && (
        <p data-testid="code-resent">{t('verification_code.resent')}</p>
      )}
      {secondsLeft > 0 ? (
        <p data-testid="resend-countdown">
          {t('verification_code.resend_in', { seconds: secondsLeft })}
        </p>
      ) : (
        <button
          type="button"
          className={styles.linkButton}
          disabled={isSending}
          onClick={() => void resend()}
        >
          {t('verification_code.resend')}
        </button>
      )}
    </div>
  );
};
