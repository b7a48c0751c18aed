import { languageAutonyms, languages } from '@tessera/phrases';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { Select } from '../../../ds/select/select';
import { Switch } from '../../../ds/switch/switch';
import { useSignInExperienceForm } from '../form/sie-form-context';
import styles from '../sign-in-experience.module.css';

/** Languages the sign-in app can show, each named in itself. */
export const languageOptions = languages.map((language) => ({ value: language, label: languageAutonyms[language] }));

/** Whether the sign-in app follows the browser's language, and which one it falls back to. */
export const LanguageFields = () => {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  const { register, setValue, watch, formState } = form;
  const error = formState.errors.languageInfo?.fallbackLanguage?.message;
  return (
    <FormCard title={t('sign_in_experience.content.language_title')} description={t('sign_in_experience.content.language_description')}>
      <div className={styles.fields}>
        <Switch
          id="sie-auto-detect"
          checked={watch('languageInfo.autoDetect')}
          label={t('sign_in_experience.content.auto_detect')}
          description={t('sign_in_experience.content.auto_detect_description')}
          data-testid="sie-auto-detect"
          onCheckedChange={(checked) => setValue('languageInfo.autoDetect', checked, { shouldDirty: true })}
        />
        <FormField id="sie-fallback-language" label={t('sign_in_experience.content.fallback_language')} error={error}>
          {(control) => (
            <Select {...control} options={languageOptions} data-testid="sie-fallback-language" {...register('languageInfo.fallbackLanguage')} />
          )}
        </FormField>
      </div>
    </FormCard>
  );
};
