import { signInModeGuard } from '@tessera/schemas';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { RadioCardGroup } from '../../../ds/radio-card/radio-card-group';
import { useSignInExperienceForm } from '../form/sie-form-context';

/**
 * Whether the sign-in app signs users in, registers them, or both. The server enforces it too:
 * a closed event is refused by the Experience API whatever a custom sign-in UI offers.
 */
export const SignInModeField = () => {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  return (
    <FormCard
      title={t('sign_in_experience.sign_in_mode.title')}
      description={t('sign_in_experience.sign_in_mode.description')}
      data-testid="sie-sign-in-mode"
    >
      <Controller
        control={form.control}
        name="signInMode"
        render={({ field }) => (
          <RadioCardGroup
            name="sie-sign-in-mode"
            legend={t('sign_in_experience.sign_in_mode.legend')}
            value={field.value}
            onChange={field.onChange}
            options={signInModeGuard.options.map((mode) => ({
              value: mode,
              title: t(`sign_in_experience.sign_in_mode.modes.${mode}.title`),
              description: t(`sign_in_experience.sign_in_mode.modes.${mode}.description`),
              'data-testid': `sign-in-mode-${mode}`,
            }))}
          />
        )}
      />
    </FormCard>
  );
};
