import {
  ssoConnectorCreateGuard,
  type SsoConnectorCreate,
  type SsoConnectorResponse,
  type SsoProviderName,
} from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateSsoConnector } from '../../../api/sso-connectors/mutations';
import { useSsoConnectorProviders } from '../../../api/sso-connectors/queries';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DialogForm, type CreateFormProps } from '../../../components/dialog-form/dialog-form';
import { useDialogFormSubmit } from '../../../components/dialog-form/use-dialog-form-submit';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { LoadingView } from '../../../ds/loading-view/loading-view';
import { RadioCardGroup } from '../../../ds/radio-card/radio-card-group';
import { TextInput } from '../../../ds/text-input/text-input';
import styles from '../shared/enterprise-sso.module.css';
import { ProviderLogo } from '../../../components/provider-logo/provider-logo';

interface CreateSsoConnectorValues {
  providerName: SsoProviderName | '';
  connectorName: string;
}

const toCreateBody = (values: CreateSsoConnectorValues) => ({
  providerName: values.providerName || undefined,
  connectorName: values.connectorName.trim(),
});

/** Picks the identity provider as cards and names the connector; its connection comes next. */
export const CreateSsoConnectorForm = ({
  onCancel,
  onCreated,
}: CreateFormProps<Pick<SsoConnectorResponse, 'id'>>) => {
  const { t } = useTranslation();
  const providers = useSsoConnectorProviders();
  const createConnector = useCreateSsoConnector({ hideErrorToast: true });
  const form = useForm<CreateSsoConnectorValues>({
    defaultValues: { providerName: '', connectorName: '' },
    resolver: contractResolver(ssoConnectorCreateGuard, toCreateBody, t, {
      providerName: t('enterprise_sso.create.provider_required'),
    }),
  });
  const { control, register, formState } = form;
  const onSubmit = useDialogFormSubmit(form, {
    // The resolver has checked the body against the contract.
    send: (values) => createConnector.mutateAsync(toCreateBody(values) as SsoConnectorCreate),
    onDone: onCreated,
    fieldErrors: {
      codes: { 'single_sign_on.duplicate_connector_name': 'connectorName' },
      detailPaths: (path) =>
        path === 'connectorName' || path === 'providerName' ? path : undefined,
    },
  });

  if (providers.isLoading) {
    return <LoadingView label={t('general.loading')} />;
  }

  return (
    <DialogForm
      submitLabel={t('enterprise_sso.create.submit')}
      submitTestId="sso-connector-create-submit"
      isSubmitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {providers.isError ? (
        <div role="alert" className={styles.provider}>
          <span>{t('enterprise_sso.create.providers_failed')}</span>
          <Button onClick={() => void providers.refetch()}>{t('shared_list.retry')}</Button>
        </div>
      ) : (
        <Controller
          control={control}
          name="providerName"
          render={({ field, fieldState }) => (
            <div>
              <RadioCardGroup
                name="sso-provider"
                legend={t('enterprise_sso.create.provider_legend')}
                value={field.value || undefined}
                onChange={field.onChange}
                options={(providers.data ?? []).map((provider) => ({
                  value: provider.providerName,
                  title: provider.name,
                  description: t(`enterprise_sso.provider_descriptions.${provider.providerName}`),
                  icon: (
                    <ProviderLogo logo={provider.logo} logoDark={provider.logoDark} size="small" />
                  ),
                  'data-testid': `sso-provider-${provider.providerName}`,
                }))}
              />
              {fieldState.error && (
                <p role="alert" className={styles.error} data-testid="sso-provider-error">
                  {fieldState.error.message}
                </p>
              )}
            </div>
          )}
        />
      )}
      <FormField
        id="sso-connector-name"
        label={t('enterprise_sso.create.connector_name')}
        description={t('enterprise_sso.create.connector_name_description')}
        error={formState.errors.connectorName?.message}
        isRequired
      >
        {(fieldControl) => (
          <TextInput
            {...fieldControl}
            placeholder={t('enterprise_sso.create.connector_name_placeholder')}
            hasError={Boolean(formState.errors.connectorName)}
            data-testid="sso-connector-name"
            {...register('connectorName')}
          />
        )}
      </FormField>
    </DialogForm>
  );
};
