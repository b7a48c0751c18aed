import { tenantPatchBodyGuard, type TenantPatchBody, type TenantResponse, type TenantTag } from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useUpdateTenant } from '../../../api/tenants/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { CopyField } from '../../../components/copy-field/copy-field';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { regionLabelKey, TenantNameField, TenantTagField } from '../../../components/create-tenant/tenant-fields';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './tenant-settings-form.module.css';

interface TenantSettingsValues {
  name: string;
  tag: TenantTag;
}

const toValues = ({ name, tag }: TenantResponse): TenantSettingsValues => ({ name, tag });

const toPatchBody = (values: TenantSettingsValues): TenantPatchBody => ({ name: values.name.trim(), tag: values.tag });

interface TenantSettingsFormProps {
  tenant: TenantResponse;
  /** Only the tenant's admins may change it (the API refuses others with 403). */
  canEdit: boolean;
}

/** The tenant's name and usage purpose (editable by admins, with the save bar), its ID and region. */
export const TenantSettingsForm = ({ tenant, canEdit }: TenantSettingsFormProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const updateTenant = useUpdateTenant(tenant.id, { hideErrorToast: true });
  const form = useForm<TenantSettingsValues>({
    defaultValues: toValues(tenant),
    resolver: contractResolver(tenantPatchBodyGuard, toPatchBody, t),
  });
  const { control, register, handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(toValues(await updateTenant.mutateAsync(toPatchBody(values))));
      toast.success(t('tenants.saved'));
    } catch (error) {
      handleError(error, { detailPaths: (path) => (path === 'name' || path === 'tag' ? path : undefined) });
    }
  });

  return (
    <form noValidate data-testid="tenant-settings-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      {!canEdit && (
        <InlineAlert className={styles.notice} data-testid="tenant-read-only">
          {t('tenants.read_only_notice')}
        </InlineAlert>
      )}
      <FormCard title={t('tenants.settings_title')} description={t('tenants.settings_description')}>
        <div className={styles.fields}>
          <FormField id="tenant-id" label={t('tenants.tenant_id')}>
            {() => <CopyField value={tenant.id} label={t('tenants.tenant_id')} data-testid="tenant-id" />}
          </FormField>
          <TenantNameField
            id="tenant-name"
            input={register('name')}
            error={formState.errors.name?.message}
            disabled={!canEdit}
            data-testid="tenant-name"
          />
          <FormField id="tenant-region" label={t('tenants.region')} description={t('tenants.region_description')}>
            {(fieldControl) => (
              <TextInput
                {...fieldControl}
                value={t(regionLabelKey(tenant.regionName))}
                readOnly
                data-testid="tenant-region"
              />
            )}
          </FormField>
          <Controller
            control={control}
            name="tag"
            render={({ field }) => (
              <TenantTagField
                name="tenant-settings-tag"
                value={field.value}
                onChange={field.onChange}
                disabled={!canEdit}
                testIdPrefix="tenant-tag-"
              />
            )}
          />
        </div>
      </FormCard>
      {canEdit && (
        <FormActions isDirty={formState.isDirty} isSubmitting={formState.isSubmitting} onDiscard={() => reset(toValues(tenant))} />
      )}
    </form>
  );
};
