import type { SignInMfaFactor } from '@tessera/schemas';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../components/form-card/form-card';
import { Switch } from '../../ds/switch/switch';
import { mfaFactorOrder, type MfaFormValues } from './mfa-form-values';
import styles from './mfa.module.css';

const factorPhrases = {
  Totp: { title: 'mfa.totp_title', description: 'mfa.totp_description' },
  WebAuthn: { title: 'mfa.webauthn_title', description: 'mfa.webauthn_description' },
  EmailVerificationCode: { title: 'mfa.email_code_title', description: 'mfa.email_code_description' },
  PhoneVerificationCode: { title: 'mfa.phone_code_title', description: 'mfa.phone_code_description' },
  BackupCode: { title: 'mfa.backup_code_title', description: 'mfa.backup_code_description' },
} as const satisfies Record<SignInMfaFactor, { title: string; description: string }>;

/** One switch per factor users may set up, each saying what the user does with it. */
export const MfaFactorsCard = () => {
  const { t } = useTranslation();
  const { control, formState, trigger } = useFormContext<MfaFormValues>();
  return (
    <FormCard
      title={t('mfa.factors_title')}
      description={t('mfa.factors_description')}
      data-testid="mfa-factors"
    >
      <ul className={styles.factors}>
        {mfaFactorOrder.map((factor) => {
          const error = formState.errors.factors?.[factor]?.message;
          return (
            <li key={factor}>
              <Controller
                control={control}
                name={`factors.${factor}`}
                render={({ field }) => (
                  <Switch
                    id={`mfa-factor-${factor}`}
                    checked={field.value}
                    onCheckedChange={(checked) => {
                      field.onChange(checked);
                      // A shown rule error goes away as soon as the switches satisfy it.
                      if (formState.isSubmitted) {
                        void trigger();
                      }
                    }}
                    label={t(factorPhrases[factor].title)}
                    description={t(factorPhrases[factor].description)}
                    data-testid={`mfa-factor-${factor}`}
                  />
                )}
              />
              {error && (
                <p className={styles.error} role="alert" data-testid={`mfa-factor-${factor}-error`}>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </FormCard>
  );
};
