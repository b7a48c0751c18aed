import { ssoConnectorPatchGuard } from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useUpdateSsoConnector } from '../../../api/sso-connectors/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { TagInput } from '../../../components/tag-input/tag-input';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import { useConfirmedSsoConnectorDeletion } from '../details/sso-connector-deletion';
import { useSsoConnectorOutlet } from '../details/use-sso-connector';
import styles from '../shared/enterprise-sso.module.css';
import { domainEntryEndKeys, isValidDomain, normalizeDomain } from './domain-tags';
import {
  experienceFieldOf,
  experienceRules,
  toExperiencePatch,
  toExperienceValues,
  type SsoExperienceValues,
} from './experience-values';

const domainCodes = [
  'single_sign_on.duplicated_domains',
  'single_sign_on.forbidden_domains',
  'single_sign_on.invalid_domain_format',
];

/** `/enterprise-sso/{ssoConnectorId}/experience`: sign-in button, email domains and profile sync. */
export default function SsoExperienceTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const { connector } = useSsoConnectorOutlet();
  const update = useUpdateSsoConnector(connector.id, { hideErrorToast: true });
  const deleteConnector = useConfirmedSsoConnectorDeletion(connector);
  const initialValues = toExperienceValues(connector);
  const form = useForm<SsoExperienceValues>({
    defaultValues: initialValues,
    resolver: contractResolver(ssoConnectorPatchGuard, (values: SsoExperienceValues) => toExperiencePatch(values, connector), t, {}, {
      fieldPath: experienceFieldOf,
      rules: experienceRules(t),
    }),
  });
  const { control, register, handleSubmit, reset, setError, clearErrors, formState } = form;
  const handleError = useSubmitErrorHandler(setError);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toExperiencePatch(values, connector));
      reset(toExperienceValues(saved));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, {
        codes: Object.fromEntries(domainCodes.map((code) => [code, 'domains'])),
        detailPaths: (path) => experienceFieldOf(path) as keyof SsoExperienceValues | undefined,
      });
    }
  });

  const brandingField = (name: 'displayName' | 'logo' | 'darkLogo', label: string, placeholder?: string) => (
    <FormField id={`sso-branding-${name}`} label={label} error={errors[name]?.message}>
      {(fieldControl) => (
        <TextInput
          {...fieldControl}
          placeholder={placeholder}
          hasError={Boolean(errors[name])}
          data-testid={`sso-branding-${name}`}
          {...register(name)}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate data-testid="sso-experience-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <FormCard
        title={t('enterprise_sso.experience.branding_title')}
        description={t('enterprise_sso.experience.branding_description')}
      >
        <div className={styles.form}>
          {brandingField(
            'displayName',
            t('enterprise_sso.experience.display_name'),
            t('enterprise_sso.experience.display_name_placeholder'),
          )}
          {brandingField('logo', t('enterprise_sso.experience.logo'), 'https://')}
          {brandingField('darkLogo', t('enterprise_sso.experience.dark_logo'), 'https://')}
        </div>
      </FormCard>
      <FormCard
        title={t('enterprise_sso.experience.domains_title')}
        description={t('enterprise_sso.experience.domains_description')}
      >
        <Controller
          control={control}
          name="domains"
          render={({ field }) => (
            <FormField id="sso-domains" label={t('enterprise_sso.experience.domains_label')} error={errors.domains?.message}>
              {(fieldControl) => (
                <TagInput
                  {...fieldControl}
                  values={field.value}
                  data-testid="sso-domains"
                  tagTestId="sso-domain-tag"
                  isValid={isValidDomain}
                  normalize={normalizeDomain}
                  entryEndKeys={domainEntryEndKeys}
                  removeLabel={(domain) => t('enterprise_sso.experience.remove_domain', { domain })}
                  placeholder="example.com"
                  onBlur={field.onBlur}
                  onDuplicate={(domain) =>
                    setError('domains', { type: 'duplicate', message: t('enterprise_sso.experience.domain_duplicate', { domain }) })
                  }
                  onChange={(domains) => {
                    clearErrors('domains');
                    field.onChange(domains);
                  }}
                />
              )}
            </FormField>
          )}
        />
      </FormCard>
      <FormCard title={t('enterprise_sso.experience.sync_title')}>
        <Controller
          control={control}
          name="syncProfile"
          render={({ field }) => (
            <Switch
              id="sso-sync-profile"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('enterprise_sso.experience.sync_toggle')}
              description={t('enterprise_sso.experience.sync_description')}
              data-testid="sso-sync-profile"
            />
          )}
        />
        {connector.providerType !== 'saml' && (
          <Controller
            control={control}
            name="enableTokenStorage"
            render={({ field }) => (
              <Switch
                id="sso-token-storage"
                checked={field.value}
                onCheckedChange={field.onChange}
                label={t('enterprise_sso.experience.token_storage_toggle')}
                description={t('enterprise_sso.experience.token_storage_description')}
                data-testid="sso-token-storage"
              />
            )}
          />
        )}
      </FormCard>
      <FormActions isDirty={formState.isDirty} isSubmitting={formState.isSubmitting} onDiscard={() => reset(initialValues)} />
      <DangerZone
        description={t('enterprise_sso.details.delete_description')}
        buttonText={t('enterprise_sso.details.delete')}
        onDelete={() => void deleteConnector().catch(() => undefined)}
      />
    </form>
  );
}
