import {
  ssoConnectorCreateGuard,
  type SsoConnectorCreate,
  type SsoConnectorResponse,
  type SsoProviderName,
} from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { RequestError } from '../../../api/request-error';
import { useCreateSsoConnector } from '../../../api/sso-connectors/mutations';
import { useSsoConnectorProviders } from '../../../api/sso-connectors/queries';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
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

interface CreateSsoConnectorFormProps {
  onCancel: () => void;
  onCreated: (connector: Pick<SsoConnectorResponse, 'id'>) => void;
}

/** Picks the identity provider as cards and names the connector; its connection comes next. */
export const CreateSsoConnectorForm = ({ onCancel, onCreated }: CreateSsoConnectorFormProps) => {
  const { t } = useTranslation();
  const providers = useSsoConnectorProviders();
  const createConnector = useCreateSsoConnector({ hideErrorToast: true });
  const form = useForm<CreateSsoConnectorValues>({
    defaultValues: { providerName: '', connectorName: '' },
    resolver: contractResolver(ssoConnectorCreateGuard, toCreateBody, t, {
      providerName: t('enterprise_sso.create.provider_required'),
    }),
  });
  const { control, register, handleSubmit, formState, setError } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The resolver has checked the body against the contract.
      onCreated(await createConnector.mutateAsync(toCreateBody(values) as SsoConnectorCreate));
    } catch (error) {
      if (error instanceof RequestError && error.code === 'single_sign_on.duplicate_connector_name') {
        setError('connectorName', { type: 'server', message: error.body?.message ?? error.message }, { shouldFocus: true });
        return;
      }
      handleError(error, {
        detailPaths: (path) => (path === 'connectorName' || path === 'providerName' ? path : undefined),
      });
    }
  });

  if (providers.isLoading) {
    return <LoadingView label={t('general.loading')} />;
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
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
                  icon: <ProviderLogo logo={provider.logo} logoDark={provider.logoDark} size="small" />,
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
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button
          type="submit"
          variant="primary"
          isLoading={formState.isSubmitting}
          data-testid="sso-connector-create-submit"
        >
          {t('enterprise_sso.create.submit')}
        </Button>
      </div>
    </form>
  );
};
