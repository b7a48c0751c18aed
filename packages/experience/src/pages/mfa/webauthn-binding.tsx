import { useTranslation } from 'react-i18next';

import { useMfaFlow } from '../../flows/use-mfa-flow';
import { useStepAction } from '../../flows/use-step-action';
import styles from './mfa.module.css';
import { WebAuthnVerification } from './webauthn-verification';

/** A new passkey or security key, created by the browser's prompt and bound at once. */
export const WebAuthnBinding = () => {
  const { t } = useTranslation();
  const flow = useMfaFlow();
  const step = useStepAction();
  return (
    <div data-testid="bind-WebAuthn">
      <h2>{t('mfa.webauthn_bind_title')}</h2>
      <p className={styles.hint}>{t('mfa.webauthn_bind_description')}</p>
      <WebAuthnVerification
        error={step.error}
        isBusy={step.isBusy}
        label={t('mfa.webauthn_register')}
        onStart={() => void step.run(flow.bindWebAuthn)}
      />
    </div>
  );
};
