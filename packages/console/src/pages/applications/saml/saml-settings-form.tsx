import { samlApplicationPatchBodyGuard, type SamlApplication } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { samlApplicationKeys } from '../../../api/saml-applications/keys';
import { useUpdateSamlApplication } from '../../../api/saml-applications/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { Select } from '../../../ds/select/select';
import { TextInput } from '../../../ds/text-input/text-input';
import { Textarea } from '../../../ds/text-input/textarea';
import { useToast } from '../../../ds/toast/use-toast';
import { AttributeMappingField } from './attribute-mapping-field';
import styles from './saml.module.css';
import {
  duplicateClaimRows,
  nameIdFormatKey,
  nameIdFormatOptions,
  samlFieldOf,
  toSamlPatch,
  toSamlSettingsValues,
  type SamlSettingsValues,
} from './saml-settings-values';

/** Name, description, the service provider's settings and the attribute mapping, saved together. */
export const SamlSettingsForm = ({ application }: { application: SamlApplication }) => {
  const { t } = useTranslation();
  const update = useUpdateSamlApplication(application.id, { hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<SamlSettingsValues>({
    defaultValues: toSamlSettingsValues(application),
    resolver: contractResolver(
      samlApplicationPatchBodyGuard,
      toSamlPatch,
      t,
      {
        acsUrl: t('applications.saml.acs_url_invalid'),
        'acsUrl.url': t('applications.saml.acs_url_invalid'),
      },
      {
        fieldPath: samlFieldOf,
        rules: (values) =>
          Object.fromEntries(
            duplicateClaimRows(values.attributes).map((index) => [
              `attributes.${index}.claim`,
              t('applications.saml.attribute_duplicate'),
            ]),
          ),
      },
    ),
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await update.mutateAsync(toSamlPatch(values));
      queryClient.setQueryData(samlApplicationKeys.detail(application.id), updated);
      reset(toSamlSettingsValues(updated));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, {
        codes: {
          'saml_application.invalid_certificate': 'spCertificate',
          'saml_application.certificate_out_of_date': 'spCertificate',
          'saml_application.acs_binding_not_supported': 'acsUrl',
        },
        detailPaths: (path) => samlFieldOf(path, values) as Path<SamlSettingsValues> | undefined,
      });
    }
  });

  const text = (
    name: 'name' | 'acsUrl' | 'entityId',
    label: string,
    description?: string,
    isRequired = false,
  ) => (
    <FormField
      id={`saml-${name}`}
      label={label}
      description={description}
      error={errors[name]?.message}
      isRequired={isRequired}
    >
      {(control) => (
        <TextInput
          {...control}
          hasError={Boolean(errors[name])}
          data-testid={`saml-${name}-input`}
          {...register(name)}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate data-testid="saml-settings-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <FormCard
        title={t('applications.settings.general_title')}
        description={t('applications.settings.general_description')}
      >
        <div className={styles.fields}>
          {text('name', t('applications.settings.name'), undefined, true)}
          <FormField
            id="saml-description"
            label={t('applications.settings.description')}
            error={errors.description?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                hasError={Boolean(errors.description)}
                {...register('description')}
              />
            )}
          </FormField>
        </div>
      </FormCard>
      <FormCard
        title={t('applications.saml.sp_title')}
        description={t('applications.saml.sp_description')}
      >
        <div className={styles.fields}>
          {text(
            'acsUrl',
            t('applications.saml.acs_url'),
            t('applications.saml.acs_url_description'),
          )}
          {text(
            'entityId',
            t('applications.saml.entity_id'),
            t('applications.saml.entity_id_description'),
          )}
          <FormField
            id="saml-name-id-format"
            label={t('applications.saml.name_id_format')}
            error={errors.nameIdFormat?.message}
          >
            {(control) => (
              <Select
                {...control}
                data-testid="saml-name-id-format"
                options={nameIdFormatOptions.map((format) => ({
                  value: format,
                  label: t(
                    `applications.saml.name_id_formats.${nameIdFormatKey(format) as 'persistent'}`,
                  ),
                }))}
                {...register('nameIdFormat')}
              />
            )}
          </FormField>
          <FormField
            id="saml-sp-certificate"
            label={t('applications.saml.sp_certificate')}
            description={t('applications.saml.sp_certificate_description')}
            error={errors.spCertificate?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                isMono
                rows={4}
                spellCheck={false}
                hasError={Boolean(errors.spCertificate)}
                {...register('spCertificate')}
              />
            )}
          </FormField>
        </div>
      </FormCard>
      <AttributeMappingField form={form} />
      <FormActions
        isDirty={formState.isDirty}
        isSubmitting={formState.isSubmitting}
        onDiscard={() => reset(toSamlSettingsValues(application))}
      />
    </form>
  );
};
