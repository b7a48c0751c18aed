import { resourcePatchGuard, type Resource, type ResourcePatch } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { resourceKeys } from '../../../api/resources/keys';
import { useSetDefaultResource, useUpdateResource } from '../../../api/resources/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import { accessTokenTtlRange, parseSeconds } from '../create/resource-rules';
import { useConfirmedResourceDeletion } from '../details/resource-header-actions';
import { useResourceOutlet } from '../details/use-resource';
import styles from './general.module.css';

interface ResourceGeneralValues {
  name: string;
  accessTokenTtl: string;
  isDefault: boolean;
}

const toValues = ({ name, accessTokenTtl, isDefault }: Resource): ResourceGeneralValues => ({
  name,
  accessTokenTtl: String(accessTokenTtl),
  isDefault,
});

/** The resource's own fields; the default flag has an endpoint of its own. */
const toPatchBody = (values: ResourceGeneralValues): ResourcePatch => ({
  name: values.name.trim(),
  accessTokenTtl: parseSeconds(values.accessTokenTtl),
});

/** `/api-resources/{id}/general`: name, token lifetime, default API, delete. Read-only for the Management API. */
export default function ResourceGeneralTab() {
  const { t } = useTranslation();
  const { resource } = useResourceOutlet();
  const updateResource = useUpdateResource(resource.id, { hideErrorToast: true });
  const setDefault = useSetDefaultResource(resource.id, { hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const isReadOnly = resource.isManagementApi;
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ResourceGeneralValues>({
    defaultValues: toValues(resource),
    resolver: contractResolver(resourcePatchGuard, toPatchBody, t, {
      accessTokenTtl: t('shared_form.number_range', accessTokenTtlRange),
    }),
  });
  const handleError = useSubmitErrorHandler(setError);
  const deleteResource = useConfirmedResourceDeletion(resource);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      let updated = await updateResource.mutateAsync(toPatchBody(values));
      if (values.isDefault !== resource.isDefault) {
        updated = await setDefault.mutateAsync(values.isDefault);
      }
      queryClient.setQueryData(resourceKeys.detail(resource.id), updated);
      reset(toValues(updated));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, { detailPaths: (path) => (path === 'name' || path === 'accessTokenTtl' ? path : undefined) });
    }
  });

  return (
    <form noValidate data-testid="resource-general-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <FormCard title={t('api_resources.general.title')} description={t('api_resources.general.description')}>
        <fieldset className={styles.fieldset} disabled={isReadOnly}>
          <FormField id="resource-name" label={t('api_resources.create.name')} error={errors.name?.message} isRequired>
            {(fieldControl) => (
              <TextInput
                {...fieldControl}
                disabled={isReadOnly}
                hasError={Boolean(errors.name)}
                data-testid="resource-name-input"
                {...register('name')}
              />
            )}
          </FormField>
          <FormField
            id="resource-ttl"
            label={t('api_resources.create.ttl')}
            description={t('api_resources.create.ttl_description')}
            error={errors.accessTokenTtl?.message}
          >
            {(fieldControl) => (
              <TextInput
                {...fieldControl}
                inputMode="numeric"
                className={styles.number}
                disabled={isReadOnly}
                hasError={Boolean(errors.accessTokenTtl)}
                {...register('accessTokenTtl')}
              />
            )}
          </FormField>
          <div className={styles.switch}>
            <Controller
              control={control}
              name="isDefault"
              render={({ field }) => (
                <Switch
                  id="resource-default"
                  checked={field.value}
                  disabled={isReadOnly}
                  data-testid="resource-default-switch"
                  onCheckedChange={field.onChange}
                  label={t('api_resources.general.default_toggle')}
                  description={t('api_resources.general.default_description')}
                />
              )}
            />
          </div>
        </fieldset>
      </FormCard>
      {!isReadOnly && (
        <>
          <FormActions isDirty={formState.isDirty} isSubmitting={formState.isSubmitting} onDiscard={() => reset(toValues(resource))} />
          <DangerZone
            description={t('api_resources.general.delete_description')}
            buttonText={t('api_resources.details.delete')}
            data-testid="resource-delete-zone-button"
            onDelete={() => void deleteResource().catch(() => undefined)}
          />
        </>
      )}
    </form>
  );
}
