import { tokenLifetimes } from '@tessera/schemas';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import type { ApplicationSettingsValues } from './settings-values';
import styles from './settings.module.css';

/** ID tokens last at most a year. */
const idTokenTtlMax = 31_536_000;

export const isIntegerInRange = (value: string, min: number, max: number) => {
  const number = Number(value);
  return /^\d+$/.test(value.trim()) && number >= min && number <= max;
};

/** Token lifetimes and refresh token behaviour. */
export const TokenFields = ({ form }: { form: UseFormReturn<ApplicationSettingsValues> }) => {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const { refreshTokenDaysMin: min, refreshTokenDaysMax: max } = tokenLifetimes;

  return (
    <FormCard title={t('applications.settings.tokens_title')} description={t('applications.settings.tokens_description')}>
      <FormField id="app-id-token-ttl" label={t('applications.settings.id_token_ttl')} error={formState.errors.idTokenTtl?.message}>
        {(control) => (
          <TextInput
            {...control}
            inputMode="numeric"
            className={styles.number}
            hasError={Boolean(formState.errors.idTokenTtl)}
            {...register('idTokenTtl', {
              validate: (value) =>
                isIntegerInRange(value, 1, idTokenTtlMax) || t('shared_form.number_range', { min: 1, max: idTokenTtlMax }),
            })}
          />
        )}
      </FormField>
      <FormField
        id="app-refresh-ttl-days"
        label={t('applications.settings.refresh_ttl_days')}
        description={t('applications.settings.refresh_ttl_days_description')}
        error={formState.errors.refreshTokenTtlInDays?.message}
      >
        {(control) => (
          <TextInput
            {...control}
            inputMode="numeric"
            className={styles.number}
            hasError={Boolean(formState.errors.refreshTokenTtlInDays)}
            data-testid="refresh-ttl-days-input"
            {...register('refreshTokenTtlInDays', {
              validate: (value) => isIntegerInRange(value, min, max) || t('shared_form.number_range', { min, max }),
            })}
          />
        )}
      </FormField>
      <div className={styles.switches}>
        <Controller
          control={control}
          name="alwaysIssueRefreshToken"
          render={({ field }) => (
            <Switch
              id="app-always-issue-refresh"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('applications.settings.always_issue_refresh')}
              description={t('applications.settings.always_issue_refresh_description')}
            />
          )}
        />
        <Controller
          control={control}
          name="rotateRefreshToken"
          render={({ field }) => (
            <Switch
              id="app-rotate-refresh"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('applications.settings.rotate_refresh')}
              description={t('applications.settings.rotate_refresh_description')}
            />
          )}
        />
      </div>
    </FormCard>
  );
};
