import { applicationCreateBodyGuard, type CreatedApplication } from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateApplication } from '../../../api/applications/mutations';
import { useCreateSamlApplication } from '../../../api/saml-applications/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { TextInput } from '../../../ds/text-input/text-input';
import { Textarea } from '../../../ds/text-input/textarea';
import { ApplicationTypePicker } from './application-type-picker';
import {
  createApplicationFieldOf,
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
  /** SAML applications are created through their own API and set up on their own page. */
  onSamlCreated: (id: string) => void;
}

/** Type, name and description (and host and origin for a Protected app). */
export const CreateApplicationForm = ({
  isThirdParty,
  onCancel,
  onCreated,
  onSamlCreated,
}: CreateApplicationFormProps) => {
  const { t } = useTranslation();
  const createApplication = useCreateApplication({ hideErrorToast: true });
  const createSamlApplication = useCreateSamlApplication({ hideErrorToast: true });
  const toBody = (values: CreateApplicationValues) => toCreateApplicationBody(values, isThirdParty);
  const form = useForm<CreateApplicationValues>({
    defaultValues: emptyCreateApplicationValues,
    // Name and description need no words of their own: blank and too long say it.
    resolver: contractResolver(
      applicationCreateBodyGuard,
      toBody,
      t,
      {
        type: t('applications.create.type_required'),
        'protectedAppMetadata.host': t('applications.errors.hostname'),
        'protectedAppMetadata.origin': t('applications.errors.cors_origin'),
      },
      { fieldPath: createApplicationFieldOf },
    ),
  });
  const { control, register, handleSubmit, formState, watch, setError } = form;
  const handleError = useSubmitErrorHandler(setError);
  const type = watch('type');

  const onSubmit = handleSubmit(async (values) => {
    const { type: pickedType, ...body } = toBody(values);
    // The resolver refuses a form without a type; this narrows it for the compiler.
    if (!pickedType) {
      return;
    }
    try {
      if (pickedType === 'SAML') {
        const { name, description } = body;
        onSamlCreated((await createSamlApplication.mutateAsync({ name, description })).id);
        return;
      }
      onCreated(await createApplication.mutateAsync({ ...body, type: pickedType }));
    } catch (error) {
      handleError(error, { detailPaths: createApplicationFieldOf });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Controller
        control={control}
        name="type"
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
              {...register('name')}
            />
          )}
        </FormField>
        <FormField
          id="app-create-description"
          label={t('applications.create.description')}
          error={formState.errors.description?.message}
        >
          {(fieldControl) => (
            <Textarea
              {...fieldControl}
              rows={2}
              hasError={Boolean(formState.errors.description)}
              {...register('description')}
            />
          )}
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
