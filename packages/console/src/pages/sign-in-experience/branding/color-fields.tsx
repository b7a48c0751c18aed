import { brightenHexColor, darkPrimaryColorLightnessOffset, isValidHexColor } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import { useSignInExperienceForm } from '../form/sie-form-context';
import styles from '../sign-in-experience.module.css';

type ColorField = 'color.primaryColor' | 'color.darkPrimaryColor';

/** The dark variant the primary colour suggests (spec 001 §9: 10 lightness points brighter). */
export const derivedDarkColor = (primaryColor: string) =>
  brightenHexColor(primaryColor, darkPrimaryColorLightnessOffset);

/** A colour picker needs six digits; `#abc` is shown as `#aabbcc`. */
const toPickerValue = (value: string) =>
  /^#[\dA-Fa-f]{3}$/.test(value) ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;

/**
 * Brand colour, and the dark theme with its own colour. Changing the primary colour suggests a
 * dark variant, which stays editable.
 */
export const ColorFields = () => {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  const { register, formState, setValue, watch } = form;
  const isDarkModeEnabled = watch('color.isDarkModeEnabled');
  const primaryColor = watch('color.primaryColor');
  const darkPrimaryColor = watch('color.darkPrimaryColor');
  const suggested = isValidHexColor(primaryColor) ? derivedDarkColor(primaryColor) : undefined;
  /** A new brand colour, typed or picked, brings its dark variant along. */
  const onColorChange = (name: ColorField, value: string) => {
    if (name === 'color.primaryColor' && isValidHexColor(value)) {
      setValue('color.darkPrimaryColor', derivedDarkColor(value), { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };

  const colorInput = (name: ColorField, label: string, value: string) => {
    const error = name === 'color.primaryColor' ? formState.errors.color?.primaryColor : formState.errors.color?.darkPrimaryColor;
    const id = name.replace('.', '-');
    return (
      <FormField id={id} label={label} error={error?.message} isRequired>
        {(control) => (
          <div className={styles.row}>
            <input
              type="color"
              className={styles.colorSwatch}
              aria-label={t('sign_in_experience.branding.pick_color', { label })}
              value={isValidHexColor(value) ? toPickerValue(value) : '#000000'}
              onChange={(event) => {
                const picked = event.target.value.toUpperCase();
                setValue(name, picked, { shouldDirty: true, shouldValidate: true });
                onColorChange(name, picked);
              }}
            />
            <TextInput
              {...control}
              isMono
              className={styles.number}
              hasError={Boolean(error)}
              data-testid={`${id}-input`}
              {...register(name, {
                onChange: (event: { target: { value: string } }) => onColorChange(name, event.target.value),
              })}
            />
          </div>
        )}
      </FormField>
    );
  };

  return (
    <FormCard title={t('sign_in_experience.branding.color_title')} description={t('sign_in_experience.branding.color_description')}>
      <div className={styles.fields}>
        {colorInput('color.primaryColor', t('sign_in_experience.branding.primary_color'), primaryColor)}
        <Switch
          id="sie-dark-mode"
          checked={isDarkModeEnabled}
          label={t('sign_in_experience.branding.dark_mode')}
          description={t('sign_in_experience.branding.dark_mode_description')}
          data-testid="sie-dark-mode"
          onCheckedChange={(checked) => setValue('color.isDarkModeEnabled', checked, { shouldDirty: true })}
        />
        {/* Shown even while the dark theme is off: it is what the dark theme will use. */}
        {colorInput('color.darkPrimaryColor', t('sign_in_experience.branding.dark_primary_color'), darkPrimaryColor)}
        {suggested && suggested.toLowerCase() !== darkPrimaryColor.toLowerCase() && (
          <Button
            size="small"
            data-testid="sie-use-derived-dark"
            onClick={() => setValue('color.darkPrimaryColor', suggested, { shouldDirty: true, shouldValidate: true })}
          >
            {t('sign_in_experience.branding.use_derived', { color: suggested })}
          </Button>
        )}
      </div>
    </FormCard>
  );
};
