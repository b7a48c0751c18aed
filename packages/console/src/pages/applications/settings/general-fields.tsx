import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import { Textarea } from '../../../ds/text-input/textarea';
import type { ApplicationSettingsValues } from './settings-values';

/** Name and description; the form's contract resolver checks them (required, length). */
export const GeneralFields = ({ form }: { form: UseFormReturn<ApplicationSettingsValues> }) => {
  const { t } = useTranslation();
  const { register, formState } = form;
  return (
    <FormCard title={t('applications.settings.general_title')} description={t('applications.settings.general_description')}>
      <FormField id="app-name" label={t('applications.settings.name')} error={formState.errors.name?.message} isRequired>
        {(control) => (
          <TextInput
            {...control}
            hasError={Boolean(formState.errors.name)}
            data-testid="app-name-input"
            {...register('name')}
          />
        )}
      </FormField>
      <FormField id="app-description" label={t('applications.settings.description')} error={formState.errors.description?.message}>
        {(control) => (
          <Textarea {...control} rows={2} hasError={Boolean(formState.errors.description)} {...register('description')} />
        )}
      </FormField>
    </FormCard>
  );
};

/** The application's own JSON object; the form's rules check the JSON text (settings-rules). */
export const CustomDataField = ({ form }: { form: UseFormReturn<ApplicationSettingsValues> }) => {
  const { t } = useTranslation();
  const { register, formState } = form;
  const error = formState.errors.customData?.message;
  return (
    <FormCard
      title={t('applications.settings.custom_data_title')}
      description={t('applications.settings.custom_data_description')}
    >
      <FormField id="app-custom-data" label={t('applications.settings.custom_data')} error={error}>
        {(control) => (
          <Textarea
            {...control}
            isMono
            rows={6}
            spellCheck={false}
            hasError={Boolean(error)}
            data-testid="custom-data-input"
            {...register('customData')}
          />
        )}
      </FormField>
    </FormCard>
  );
};
