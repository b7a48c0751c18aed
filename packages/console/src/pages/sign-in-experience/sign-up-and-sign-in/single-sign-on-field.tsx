import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { Switch } from '../../../ds/switch/switch';
import { useSignInExperienceForm } from '../form/sie-form-context';

/** Whether the sign-in page offers single sign-on through the tenant's enterprise connectors. */
export const SingleSignOnField = () => {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  return (
    <FormCard title={t('enterprise_sso.sign_in_experience.title')} data-testid="sie-single-sign-on">
      <Controller
        control={form.control}
        name="singleSignOnEnabled"
        render={({ field }) => (
          <Switch
            id="sie-single-sign-on"
            checked={field.value}
            onCheckedChange={field.onChange}
            label={t('enterprise_sso.sign_in_experience.toggle')}
            description={t('enterprise_sso.sign_in_experience.description')}
            data-testid="sie-single-sign-on-switch"
          />
        )}
      />
    </FormCard>
  );
};
