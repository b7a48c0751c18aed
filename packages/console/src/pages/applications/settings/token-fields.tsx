import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import type { ApplicationSettingsValues } from './settings-values';
import styles from './settings.module.css';

/** Token lifetimes and refresh token behaviour; the form's resolver checks them (settings-rules). */
export const TokenFields = ({ form }: { form: UseFormReturn<ApplicationSettingsValues> }) => {
  const { t } = useTranslation();
  const { register, control, formState } = form;

  return (
    <FormCard title={t('applications.settings.tokens_title')} description={t('applications.settings.tokens_description')}>
      <FormField id="app-id-token-ttl" label={t('applications.settings.id_token_ttl')} error={formState.errors.idTokenTtl?.message}>
        {(control) => (
          <TextInput
            {...control}
            inputMode="numeric"
            className={styles.number}
            hasError={Boolean(formState.errors.idTokenTtl)}
            {...register('idTokenTtl')}
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
            {...register('refreshTokenTtlInDays')}
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
