import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import type { ApplicationSettingsValues } from './settings-values';
import styles from './settings.module.css';

/**
 * Where the identity service posts sign-out tokens, and whether they carry the session. The
 * form's contract resolver checks the URI.
 */
export const BackchannelFields = ({ form }: { form: UseFormReturn<ApplicationSettingsValues> }) => {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  return (
    <FormCard
      title={t('applications.settings.backchannel_title')}
      description={t('applications.settings.backchannel_description')}
    >
      <FormField
        id="app-backchannel-uri"
        label={t('applications.settings.backchannel_uri')}
        error={formState.errors.backchannelLogoutUri?.message}
      >
        {(fieldControl) => (
          <TextInput
            {...fieldControl}
            isMono
            placeholder="https://app.example.com/backchannel-logout"
            hasError={Boolean(formState.errors.backchannelLogoutUri)}
            {...register('backchannelLogoutUri')}
          />
        )}
      </FormField>
      <div className={styles.switches}>
        <Controller
          control={control}
          name="backchannelLogoutSessionRequired"
          render={({ field }) => (
            <Switch
              id="app-backchannel-session"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('applications.settings.backchannel_session_required')}
              description={t('applications.settings.backchannel_session_required_description')}
            />
          )}
        />
      </div>
    </FormCard>
  );
};
