import type { SignInMfaFactor } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useMfaFlow } from '../../flows/use-mfa-flow';
import { useStepAction } from '../../flows/use-step-action';
import { BackupCodeForm } from './backup-code-form';
import { MessageCodeVerification } from './message-code-verification';
import styles from './mfa.module.css';
import { RememberDevice } from './remember-device';
import { SixDigitForm } from './six-digit-form';
import { WebAuthnVerification } from './webauthn-verification';
import { factorPhraseKeys } from './mfa-step';

/** The form of the chosen factor, with "remember this device" under it. */
export const FactorVerification = ({ factor }: { factor: SignInMfaFactor }) => {
  const { t } = useTranslation();
  const flow = useMfaFlow();
  const step = useStepAction();
  const [remember, setRemember] = useState(false);
  const rememberDevice = <RememberDevice checked={remember} onChange={setRemember} />;

  const form = (() => {
    switch (factor) {
      case 'Totp': {
        return (
          <SixDigitForm
            error={step.error}
            isBusy={step.isBusy}
            submitLabel={t('mfa.verify')}
            onCode={(code) => step.run(() => flow.verifyTotp(code, remember))}
          >
            {rememberDevice}
          </SixDigitForm>
        );
      }
      case 'BackupCode': {
        return (
          <BackupCodeForm
            error={step.error}
            isBusy={step.isBusy}
            onCode={(code) => step.run(() => flow.verifyBackupCode(code, remember))}
          >
            {rememberDevice}
          </BackupCodeForm>
        );
      }
      case 'WebAuthn': {
        return (
          <WebAuthnVerification
            error={step.error}
            isBusy={step.isBusy}
            onStart={() => void step.run(() => flow.verifyWebAuthn(remember))}
          >
            {rememberDevice}
          </WebAuthnVerification>
        );
      }
      case 'EmailVerificationCode':
      case 'PhoneVerificationCode': {
        return (
          <MessageCodeVerification factor={factor} remember={remember}>
            {rememberDevice}
          </MessageCodeVerification>
        );
      }
    }
  })();

  return (
    <div data-testid={`verify-${factor}`}>
      <p className={styles.hint}>{t(`mfa.factor_hint.${factorPhraseKeys[factor]}`)}</p>
      {form}
    </div>
  );
};
