import { useTranslation } from 'react-i18next';

import { useLogoUploadRules } from '../../../api/sign-in-exp/assets';
import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import { useSignInExperienceForm } from '../form/sie-form-context';
import styles from '../sign-in-experience.module.css';
import { LogoUploader } from './logo-uploader';

const brandingFields = ['logoUrl', 'darkLogoUrl', 'favicon', 'darkFavicon'] as const;
type BrandingField = (typeof brandingFields)[number];

/** Logo and favicon, each for the light and the dark theme: uploaded, or a URL typed in. */
export const LogoFields = () => {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  const { register, formState, setValue, watch } = form;
  const rules = useLogoUploadRules();
  const isDarkModeEnabled = watch('color.isDarkModeEnabled');
  // The dark variants matter only when the sign-in app offers a dark theme.
  const fields = brandingFields.filter((field) => isDarkModeEnabled || !field.startsWith('dark'));

  const label = (field: BrandingField) => t(`sign_in_experience.branding.${field}`);
  return (
    <FormCard title={t('sign_in_experience.branding.logo_title')} description={t('sign_in_experience.branding.logo_description')}>
      <div className={styles.fields}>
        {fields.map((field) => {
          const error = formState.errors.branding?.[field]?.message;
          const url = watch(`branding.${field}`);
          return (
            <FormField key={field} id={`sie-${field}`} label={label(field)} error={error}>
              {(control) => (
                <div className={styles.fields}>
                  {url && !error && <img src={url} alt="" className={styles.logoPreview} />}
                  <TextInput
                    {...control}
                    isMono
                    placeholder="https://"
                    hasError={Boolean(error)}
                    data-testid={`sie-${field}-input`}
                    {...register(`branding.${field}`)}
                  />
                  {rules && (
                    <LogoUploader
                      label={label(field)}
                      rules={rules}
                      data-testid={`sie-${field}-file`}
                      onUploaded={(uploaded) =>
                        setValue(`branding.${field}`, uploaded, { shouldDirty: true, shouldValidate: true })
                      }
                    />
                  )}
                </div>
              )}
            </FormField>
          );
        })}
      </div>
    </FormCard>
  );
};
