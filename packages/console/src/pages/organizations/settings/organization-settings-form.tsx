import type { Organization } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { organizationKeys } from '../../../api/organizations/keys';
import {
  useReplaceOrganizationJitEmailDomains,
  useReplaceOrganizationJitRoles,
  useUpdateOrganization,
} from '../../../api/organizations/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { MultiTextInput } from '../../../components/multi-text-input/multi-text-input';
import {
  NameDescriptionFields,
  nameDescriptionLabels,
} from '../../../components/name-description-fields/name-description-fields';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { Textarea } from '../../../ds/text-input/textarea';
import { useToast } from '../../../ds/toast/use-toast';
import { useConfirmedOrganizationDeletion } from '../details/organization-deletion';
import { OrganizationRolesPicker } from '../shared/organization-roles-picker';
import styles from '../shared/organizations.module.css';
import {
  settingsBodiesGuard,
  settingsFieldOf,
  settingsRules,
  toSettingsBodies,
  toSettingsValues,
  type OrganizationSettingsValues,
} from './settings-values';

interface OrganizationSettingsFormProps {
  organization: Organization;
  jitEmailDomains: readonly string[];
  jitRoleIds: readonly string[];
}

/**
 * Name, description, custom data, MFA requirement and just-in-time provisioning of an
 * organization, saved together; leaving with changes asks first.
 */
export const OrganizationSettingsForm = ({
  organization,
  jitEmailDomains,
  jitRoleIds,
}: OrganizationSettingsFormProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const updateOrganization = useUpdateOrganization(organization.id, { hideErrorToast: true });
  const replaceDomains = useReplaceOrganizationJitEmailDomains(organization.id, {
    hideErrorToast: true,
  });
  const replaceRoles = useReplaceOrganizationJitRoles(organization.id, { hideErrorToast: true });
  const deleteOrganization = useConfirmedOrganizationDeletion(organization);
  const initialValues = toSettingsValues(organization, jitEmailDomains, jitRoleIds);
  const form = useForm<OrganizationSettingsValues>({
    defaultValues: initialValues,
    resolver: contractResolver(
      settingsBodiesGuard,
      toSettingsBodies,
      t,
      {},
      { fieldPath: settingsFieldOf, rules: settingsRules(t) },
    ),
  });
  const { control, register, handleSubmit, reset, setError, clearErrors, formState } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    const bodies = toSettingsBodies(values);
    const { dirtyFields } = formState;
    try {
      let saved = organization;
      if (
        dirtyFields.name ||
        dirtyFields.description ||
        dirtyFields.customData ||
        dirtyFields.isMfaRequired
      ) {
        saved = await updateOrganization.mutateAsync(bodies.organization);
        queryClient.setQueryData(organizationKeys.detail(organization.id), saved);
      }
      if (dirtyFields.jitEmailDomains) {
        await replaceDomains.mutateAsync(bodies.emailDomains.emailDomains);
      }
      if (dirtyFields.jitRoleIds) {
        await replaceRoles.mutateAsync(bodies.roles.organizationRoleIds);
      }
      reset(
        toSettingsValues(saved, bodies.emailDomains.emailDomains, bodies.roles.organizationRoleIds),
      );
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, {
        // Field errors of the organization's own body; the lists' answers are toasted.
        detailPaths: (path) =>
          ['name', 'description', 'customData'].includes(path)
            ? (path as 'name' | 'description' | 'customData')
            : undefined,
      });
    }
  });

  return (
    <form
      noValidate
      data-testid="organization-settings-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <FormCard
        title={t('organizations.settings.general_title')}
        description={t('organizations.settings.general_description')}
      >
        <div className={styles.form}>
          <NameDescriptionFields form={form} idPrefix="organization" labels={nameDescriptionLabels(t, 'organizations.create')} />
          <FormField
            id="organization-custom-data"
            label={t('organizations.settings.custom_data')}
            description={t('organizations.settings.custom_data_description')}
            error={formState.errors.customData?.message}
          >
            {(fieldControl) => (
              <Textarea
                {...fieldControl}
                isMono
                rows={8}
                spellCheck={false}
                hasError={Boolean(formState.errors.customData)}
                data-testid="organization-custom-data"
                {...register('customData')}
              />
            )}
          </FormField>
        </div>
      </FormCard>
      <FormCard title={t('organizations.settings.mfa_title')}>
        <Controller
          control={control}
          name="isMfaRequired"
          render={({ field }) => (
            <Switch
              id="organization-mfa-required"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('organizations.settings.mfa_toggle')}
              description={t('organizations.settings.mfa_description')}
              data-testid="organization-mfa-switch"
            />
          )}
        />
      </FormCard>
      <FormCard
        title={t('organizations.settings.jit_title')}
        description={t('organizations.settings.jit_description')}
      >
        <div className={styles.form}>
          <Controller
            control={control}
            name="jitEmailDomains"
            render={({ field }) => (
              <FormField
                id="organization-jit-email-domains"
                label={t('organizations.settings.jit_email_domains')}
                description={t('organizations.settings.jit_email_domains_description')}
                isGroup
              >
                {(fieldControl) => (
                  <MultiTextInput
                    name="jitEmailDomains"
                    label={t('organizations.settings.jit_email_domain')}
                    values={field.value}
                    errors={(field.value.length > 0 ? field.value : ['']).map(
                      (_, row) => formState.errors.jitEmailDomains?.[row]?.message,
                    )}
                    placeholder="example.com"
                    describedBy={fieldControl['aria-describedby']}
                    data-testid="organization-jit-email-domains"
                    onBlur={field.onBlur}
                    onChange={(rows) => {
                      clearErrors('jitEmailDomains');
                      field.onChange(rows);
                    }}
                  />
                )}
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="jitRoleIds"
            render={({ field }) => (
              <FormField
                id="organization-jit-roles"
                label={t('organizations.settings.jit_roles')}
                description={t('organizations.settings.jit_roles_description')}
                isGroup
              >
                {() => (
                  <OrganizationRolesPicker
                    type="User"
                    value={field.value}
                    onChange={field.onChange}
                    data-testid="organization-jit-roles"
                  />
                )}
              </FormField>
            )}
          />
        </div>
      </FormCard>
      <FormActions
        isDirty={formState.isDirty}
        isSubmitting={formState.isSubmitting}
        onDiscard={() => reset(initialValues)}
      />
      <DangerZone
        description={t('organizations.settings.delete_description')}
        buttonText={t('organizations.details.delete')}
        onDelete={() => void deleteOrganization().catch(() => undefined)}
      />
    </form>
  );
};
