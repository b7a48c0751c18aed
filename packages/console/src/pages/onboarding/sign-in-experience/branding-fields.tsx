import { isValidHexColor, isValidUrl } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';

import { useLogoUploadRules } from '../../../api/sign-in-exp/assets';
import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import { derivedDarkColor } from '../../sign-in-experience/branding/color-fields';
import { LogoUploader } from '../../sign-in-experience/branding/logo-uploader';
import type { SignInExperienceFormValues } from '../../sign-in-experience/form/sie-form-values';
import styles from '../onboarding.module.css';

/** A colour picker needs six digits; `#abc` is shown as `#aabbcc`. */
const toPickerValue = (value: string) =>
  /^#[\dA-Fa-f]{3}$/.test(value) ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;

/**
 * The logo (uploaded when the tenant's asset service is ready, else a URL) and the brand colour,
 * whose dark variant follows it.
 */
export const BrandingFields = ({ form }: { form: UseFormReturn<SignInExperienceFormValues> }) => {
  const { t } = useTranslation();
  const { register, setValue, watch, formState } = form;
  const rules = useLogoUploadRules();
  const logoUrl = watch('branding.logoUrl');
  const primaryColor = watch('color.primaryColor');
  const logoError = formState.errors.branding?.logoUrl?.message;
  const colorError = formState.errors.color?.primaryColor?.message;
  const setPrimaryColor = (color: string) => {
    setValue('color.primaryColor', color, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (isValidHexColor(color)) {
      setValue('color.darkPrimaryColor', derivedDarkColor(color), { shouldDirty: true });
    }
  };

  return (
    <>
      <FormField id="onboarding-logo" label={t('sign_in_experience.branding.logoUrl')} error={logoError}>
        {(control) => (
          <div className={styles.fields}>
            {logoUrl && !logoError && <img src={logoUrl} alt="" className={styles.logoPreview} />}
            {rules ? (
              <LogoUploader
                label={t('sign_in_experience.branding.logoUrl')}
                rules={rules}
                data-testid="onboarding-logo-file"
                onUploaded={(url) => setValue('branding.logoUrl', url, { shouldDirty: true, shouldValidate: true })}
              />
            ) : (
              <TextInput
                {...control}
                isMono
                placeholder="https://"
                hasError={Boolean(logoError)}
                data-testid="onboarding-logo-url"
                {...register('branding.logoUrl', {
                  validate: (value) => !value.trim() || isValidUrl(value.trim()) || t('errors.invalid_uri_format'),
                })}
              />
            )}
          </div>
        )}
      </FormField>
      <FormField id="onboarding-primary-color" label={t('sign_in_experience.branding.primary_color')} error={colorError} isRequired>
        {(control) => (
          <div className={styles.row}>
            <input
              type="color"
              className={styles.colorSwatch}
              aria-label={t('sign_in_experience.branding.pick_color', { label: t('sign_in_experience.branding.primary_color') })}
              value={isValidHexColor(primaryColor) ? toPickerValue(primaryColor) : '#000000'}
              onChange={(event) => setPrimaryColor(event.target.value.toUpperCase())}
            />
            <TextInput
              {...control}
              isMono
              hasError={Boolean(colorError)}
              data-testid="onboarding-primary-color"
              {...register('color.primaryColor', {
                validate: (value) => isValidHexColor(value.trim()) || t('sign_in_experience.branding.invalid_color'),
                onChange: (event: { target: { value: string } }) => setPrimaryColor(event.target.value),
              })}
            />
          </div>
        )}
      </FormField>
    </>
  );
};
