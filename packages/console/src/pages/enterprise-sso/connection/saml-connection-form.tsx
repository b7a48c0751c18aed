import { samlSsoConfigGuard, type SsoConnectorResponse } from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { RadioCardGroup } from '../../../ds/radio-card/radio-card-group';
import { TextInput } from '../../../ds/text-input/text-input';
import { Textarea } from '../../../ds/text-input/textarea';
import styles from '../shared/enterprise-sso.module.css';
import { CertificateFileInput } from './certificate-file-input';
import { configErrorMap } from './config-errors';
import { SamlIdpFacts } from './saml-idp-facts';
import { SamlSpCard } from './saml-sp-card';
import {
  samlFieldOf,
  samlRules,
  samlSources,
  toSamlConfig,
  toSamlValues,
  type SamlConnectionValues,
} from './saml-values';
import { useSaveConfig } from './use-save-config';

const sourceLabels = {
  metadataUrl: 'source_metadata_url',
  metadata: 'source_metadata_xml',
  manual: 'source_manual',
} as const;

/** SAML and Azure AD (SAML): the SP side to copy, the IdP by metadata or by hand, and what was read. */
export const SamlConnectionForm = ({ connector }: { connector: SsoConnectorResponse }) => {
  const { t } = useTranslation();
  const save = useSaveConfig(connector);
  const initialValues = toSamlValues(connector.config);
  const toConfig = (values: SamlConnectionValues) => toSamlConfig(values, connector.config);
  const form = useForm<SamlConnectionValues>({
    defaultValues: initialValues,
    resolver: contractResolver(samlSsoConfigGuard, toConfig, t, {}, { rules: samlRules(t) }),
  });
  const { control, register, handleSubmit, reset, setError, setValue, watch, formState } = form;
  const handleError = useSubmitErrorHandler(setError);
  const source = watch('source');
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save(toConfig(values));
      reset(toSamlValues(saved.config));
    } catch (error) {
      const sourceField = values.source === 'manual' ? 'entityId' : values.source;
      handleError(
        error,
        configErrorMap<SamlConnectionValues>({
          source: sourceField,
          certificate: values.source === 'manual' ? 'x509Certificate' : sourceField,
          configField: samlFieldOf,
        }),
      );
    }
  });

  const field = (
    name: Exclude<keyof SamlConnectionValues, 'source'>,
    label: string,
    options: { isMultiline?: boolean; description?: string; after?: React.ReactNode } = {},
  ) => (
    <FormField id={`sso-saml-${name}`} label={label} description={options.description} error={errors[name]?.message} isRequired>
      {(fieldControl) => (
        <>
          {options.isMultiline ? (
            <Textarea
              {...fieldControl}
              isMono
              rows={8}
              spellCheck={false}
              hasError={Boolean(errors[name])}
              data-testid={`sso-saml-${name}`}
              {...register(name)}
            />
          ) : (
            <TextInput
              {...fieldControl}
              spellCheck={false}
              hasError={Boolean(errors[name])}
              data-testid={`sso-saml-${name}`}
              {...register(name)}
            />
          )}
          {options.after}
        </>
      )}
    </FormField>
  );

  return (
    <form noValidate data-testid="sso-saml-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <SamlSpCard connector={connector} />
      <FormCard
        title={t('enterprise_sso.connection.idp_title')}
        description={t('enterprise_sso.connection.idp_description')}
      >
        <div className={styles.form}>
          <Controller
            control={control}
            name="source"
            render={({ field: sourceField }) => (
              <RadioCardGroup
                name="sso-saml-source"
                legend={t('enterprise_sso.connection.idp_source')}
                value={sourceField.value}
                onChange={sourceField.onChange}
                options={samlSources.map((value) => ({
                  value,
                  title: t(`enterprise_sso.connection.${sourceLabels[value]}`),
                  'data-testid': `sso-saml-source-${value}`,
                }))}
              />
            )}
          />
          {source === 'metadataUrl' && field('metadataUrl', t('enterprise_sso.connection.metadata_url'))}
          {source === 'metadata' && field('metadata', t('enterprise_sso.connection.metadata_xml'), { isMultiline: true })}
          {source === 'manual' && (
            <>
              {field('entityId', t('enterprise_sso.connection.idp_entity_id'))}
              {field('signInEndpoint', t('enterprise_sso.connection.sso_url'))}
              {field('x509Certificate', t('enterprise_sso.connection.certificate'), {
                isMultiline: true,
                description: t('enterprise_sso.connection.certificate_description'),
                after: (
                  <CertificateFileInput
                    onLoaded={(certificate) =>
                      setValue('x509Certificate', certificate, { shouldDirty: true, shouldValidate: true })
                    }
                  />
                ),
              })}
            </>
          )}
          <SamlIdpFacts connector={connector} />
        </div>
      </FormCard>
      <FormActions isDirty={formState.isDirty} isSubmitting={formState.isSubmitting} onDiscard={() => reset(initialValues)} />
    </form>
  );
};
