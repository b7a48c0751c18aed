import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { Textarea } from '../../../ds/text-input/textarea';
import { useSignInExperienceForm } from '../form/sie-form-context';

/** CSS the sign-in app adds after its own; the preview applies it as typed. */
export const CustomCssField = () => {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  const error = form.formState.errors.customCss?.message;
  return (
    <FormCard title={t('sign_in_experience.branding.css_title')} description={t('sign_in_experience.branding.css_description')}>
      <FormField id="sie-custom-css" label={t('sign_in_experience.branding.custom_css')} error={error}>
        {(control) => (
          <Textarea
            {...control}
            isMono
            rows={8}
            spellCheck={false}
            dir="ltr"
            placeholder=".tessera-sign-in { }"
            hasError={Boolean(error)}
            data-testid="sie-custom-css-input"
            {...form.register('customCss')}
          />
        )}
      </FormField>
    </FormCard>
  );
};
