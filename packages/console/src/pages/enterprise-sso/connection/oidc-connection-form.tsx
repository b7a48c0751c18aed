import {
  googleWorkspaceSsoConfigGuard,
  oidcSsoConfigGuard,
  type SsoConnectorResponse,
} from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import styles from '../shared/enterprise-sso.module.css';
import { CallbackCard } from './callback-card';
import { configErrorMap } from './config-errors';
import { useSaveConfig } from './use-save-config';

interface OidcConnectionValues {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const toValues = (config: Record<string, unknown>): OidcConnectionValues => ({
  issuer: text(config.issuer),
  clientId: text(config.clientId),
  // Masked by the server; sent back unchanged it keeps the stored secret.
  clientSecret: text(config.clientSecret),
  scope: text(config.scope),
});

const toConfig = (values: OidcConnectionValues) => ({
  issuer: values.issuer.trim() || undefined,
  clientId: values.clientId.trim(),
  clientSecret: values.clientSecret.trim(),
  scope: values.scope.trim() || undefined,
});

const fields = ['issuer', 'clientId', 'clientSecret', 'scope'] as const;
const isField = (key: string): key is (typeof fields)[number] => (fields as readonly string[]).includes(key);

/** OIDC, Okta, Azure AD (OIDC) and Google Workspace: issuer, client and scope, checked by the server. */
export const OidcConnectionForm = ({ connector }: { connector: SsoConnectorResponse }) => {
  const { t } = useTranslation();
  const save = useSaveConfig(connector);
  // Google Workspace has Google's issuer by default.
  const guard = connector.providerName === 'GoogleWorkspace' ? googleWorkspaceSsoConfigGuard : oidcSsoConfigGuard;
  const initialValues = toValues(connector.config);
  const form = useForm<OidcConnectionValues>({
    defaultValues: initialValues,
    resolver: contractResolver(guard, toConfig, t),
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save(toConfig(values));
      reset(toValues(saved.config));
    } catch (error) {
      handleError(error, configErrorMap<OidcConnectionValues>({ source: 'issuer', configField: (key) => (isField(key) ? key : undefined) }));
    }
  });

  const textField = (name: (typeof fields)[number], label: string, options: { description?: string; isSecret?: boolean; isRequired?: boolean } = {}) => (
    <FormField
      id={`sso-oidc-${name}`}
      label={label}
      description={options.description}
      error={formState.errors[name]?.message}
      isRequired={options.isRequired}
    >
      {(fieldControl) => (
        <TextInput
          {...fieldControl}
          type={options.isSecret ? 'password' : 'text'}
          autoComplete="off"
          spellCheck={false}
          hasError={Boolean(formState.errors[name])}
          data-testid={`sso-oidc-${name}`}
          {...register(name)}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate data-testid="sso-oidc-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <CallbackCard connector={connector} />
      <FormCard
        title={t('enterprise_sso.connection.oidc_title')}
        description={t('enterprise_sso.connection.oidc_description')}
      >
        <div className={styles.form}>
          {textField('issuer', t('enterprise_sso.connection.issuer'), {
            description: t('enterprise_sso.connection.issuer_description'),
            isRequired: connector.providerName !== 'GoogleWorkspace',
          })}
          {textField('clientId', t('enterprise_sso.connection.client_id'), { isRequired: true })}
          {textField('clientSecret', t('enterprise_sso.connection.client_secret'), {
            description: t('enterprise_sso.connection.client_secret_kept'),
            isSecret: true,
            isRequired: true,
          })}
          {textField('scope', t('enterprise_sso.connection.scope'), {
            description: t('enterprise_sso.connection.scope_description'),
          })}
        </div>
      </FormCard>
      <FormActions isDirty={formState.isDirty} isSubmitting={formState.isSubmitting} onDiscard={() => reset(initialValues)} />
    </form>
  );
};
