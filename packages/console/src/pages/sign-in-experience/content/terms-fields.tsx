import { agreeToTermsPolicyGuard } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { Select } from '../../../ds/select/select';
import { TextInput } from '../../../ds/text-input/text-input';
import { useSignInExperienceForm } from '../form/sie-form-context';
import styles from '../sign-in-experience.module.css';

const urlFields = ['termsOfUseUrl', 'privacyPolicyUrl'] as const;

/** Links to the terms of use and privacy policy, and how users agree to them. */
export const TermsFields = () => {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  const { register, formState, watch } = form;
  const hasTerms = urlFields.some((field) => watch(field).trim() !== '');
  return (
    <FormCard title={t('sign_in_experience.content.terms_title')} description={t('sign_in_experience.content.terms_description')}>
      <div className={styles.fields}>
        {urlFields.map((field) => {
          const error = formState.errors[field]?.message;
          return (
            <FormField key={field} id={`sie-${field}`} label={t(`sign_in_experience.content.${field}`)} error={error}>
              {(control) => (
                <TextInput
                  {...control}
                  isMono
                  placeholder="https://"
                  hasError={Boolean(error)}
                  data-testid={`sie-${field}-input`}
                  {...register(field)}
                />
              )}
            </FormField>
          );
        })}
        {hasTerms && (
          <FormField
            id="sie-agree-to-terms"
            label={t('sign_in_experience.content.agree_to_terms')}
            description={t('sign_in_experience.content.agree_to_terms_description')}
          >
            {(control) => (
              <Select
                {...control}
                data-testid="sie-agree-to-terms"
                options={agreeToTermsPolicyGuard.options.map((value) => ({
                  value,
                  label: t(`sign_in_experience.content.agree_policies.${value}`),
                }))}
                {...register('agreeToTermsPolicy')}
              />
            )}
          </FormField>
        )}
      </div>
    </FormCard>
  );
};
