import { lengthLimits } from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import type { CreatedApplication } from '../../../components/api-entities/application';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { TextInput } from '../../../ds/text-input/text-input';
import { Textarea } from '../../../ds/text-input/textarea';
import { ApplicationTypePicker } from './application-type-picker';
import {
  emptyCreateApplicationValues,
  toCreateApplicationBody,
  type CreateApplicationValues,
} from './create-application-values';
import styles from './create-form.module.css';
import { ProtectedAppFields } from './protected-app-fields';

interface CreateApplicationFormProps {
  isThirdParty: boolean;
  onCancel: () => void;
  onCreated: (application: CreatedApplication) => void;
}

const detailPaths = (path: string) => {
  const field = { name: 'name', description: 'description', 'protectedAppMetadata.host': 'host', 'protectedAppMetadata.origin': 'origin' }[path];
  return field as keyof CreateApplicationValues | undefined;
};

/** Type, name and description (and host and origin for a Protected app). */
export const CreateApplicationForm = ({ isThirdParty, onCancel, onCreated }: CreateApplicationFormProps) => {
  const { t } = useTranslation();
  const api = useApi({ hideErrorToast: true });
  const form = useForm<CreateApplicationValues>({ defaultValues: emptyCreateApplicationValues });
  const { control, register, handleSubmit, formState, watch, setError } = form;
  const handleError = useSubmitErrorHandler(setError);
  const type = watch('type');

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await api.post<CreatedApplication>('api/applications', { json: toCreateApplicationBody(values, isThirdParty) }));
    } catch (error) {
      handleError(error, { detailPaths });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Controller
        control={control}
        name="type"
        rules={{ validate: (value) => Boolean(value) || t('applications.create.type_required') }}
        render={({ field, fieldState }) => (
          <>
            <ApplicationTypePicker value={field.value} onChange={field.onChange} isThirdParty={isThirdParty} />
            {fieldState.error && (
              <p className={styles.typeError} role="alert">
                {fieldState.error.message}
              </p>
            )}
          </>
        )}
      />
      {isThirdParty && <InlineAlert>{t('applications.create.third_party')}</InlineAlert>}
      <div className={styles.fields}>
        <FormField id="app-create-name" label={t('applications.create.name')} error={formState.errors.name?.message} isRequired>
          {(fieldControl) => (
            <TextInput
              {...fieldControl}
              placeholder={t('applications.create.name_placeholder')}
              hasError={Boolean(formState.errors.name)}
              data-testid="app-name-input"
              {...register('name', {
                validate: (value) => value.trim().length > 0 || t('shared_form.required'),
                maxLength: {
                  value: lengthLimits.applicationName,
                  message: t('shared_form.too_long', { max: lengthLimits.applicationName }),
                },
              })}
            />
          )}
        </FormField>
        <FormField id="app-create-description" label={t('applications.create.description')}>
          {(fieldControl) => <Textarea {...fieldControl} rows={2} {...register('description')} />}
        </FormField>
        {type === 'Protected' && <ProtectedAppFields form={form} />}
      </div>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="app-create-submit">
          {t('create.application')}
        </Button>
      </div>
    </form>
  );
};
