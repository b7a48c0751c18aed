import type { MfaPolicy } from '@tessera/schemas';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../components/form-card/form-card';
import { RadioCardGroup, type RadioCardOption } from '../../ds/radio-card/radio-card-group';
import type { MfaFormValues } from './mfa-form-values';
import styles from './mfa.module.css';

/** UserControlled (offered, skippable) or Mandatory (bound at the next sign-in). */
export const MfaPolicyCard = () => {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<MfaFormValues>();
  const options: readonly RadioCardOption<MfaPolicy>[] = [
    {
      value: 'UserControlled',
      title: t('mfa.user_controlled_title'),
      description: t('mfa.user_controlled_description'),
      'data-testid': 'mfa-policy-UserControlled',
    },
    {
      value: 'Mandatory',
      title: t('mfa.mandatory_title'),
      description: t('mfa.mandatory_description'),
      'data-testid': 'mfa-policy-Mandatory',
    },
  ];
  const error = formState.errors.policy?.message;
  return (
    <FormCard
      title={t('mfa.policy_title')}
      description={t('mfa.policy_description')}
      data-testid="mfa-policy"
    >
      <Controller
        control={control}
        name="policy"
        render={({ field }) => (
          <RadioCardGroup
            name="mfa-policy"
            legend={t('mfa.policy_legend')}
            value={field.value}
            options={options}
            onChange={field.onChange}
          />
        )}
      />
      {error && (
        <p className={styles.error} role="alert" data-testid="mfa-policy-error">
          {error}
        </p>
      )}
      <p className={styles.note}>{t('mfa.organization_note')}</p>
    </FormCard>
  );
};
