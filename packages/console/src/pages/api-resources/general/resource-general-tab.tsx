import { lengthLimits } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import type { Resource } from '../../../components/api-entities/resource';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { invalidatePaths } from '../../../components/page-query/invalidate-paths';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import { accessTokenTtlRange, isValidAccessTokenTtl } from '../create/resource-rules';
import { useDeleteResource } from '../details/resource-header-actions';
import { resourcePath, useResourceOutlet } from '../details/use-resource';
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

/** `/api-resources/{id}/general`: name, token lifetime, default API, delete. Read-only for the Management API. */
export default function ResourceGeneralTab() {
  const { t } = useTranslation();
  const { resource } = useResourceOutlet();
  const api = useApi({ hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const isReadOnly = resource.isManagementApi;
  const { register, control, handleSubmit, reset, setError, formState } = useForm({ defaultValues: toValues(resource) });
  const handleError = useSubmitErrorHandler(setError);
  const deleteResource = useDeleteResource(resource);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      let updated = await api.patch<Resource>(resourcePath(resource.id), {
        json: { name: values.name.trim(), accessTokenTtl: Number(values.accessTokenTtl) },
      });
      if (values.isDefault !== resource.isDefault) {
        updated = await api.patch<Resource>(`${resourcePath(resource.id)}/is-default`, { json: { isDefault: values.isDefault } });
      }
      queryClient.setQueryData([resourcePath(resource.id)], updated);
      reset(toValues(updated));
      toast.success(t('shared_form.saved'));
      void invalidatePaths(queryClient, 'api/resources');
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
                {...register('name', {
                  validate: (value) => value.trim().length > 0 || t('shared_form.required'),
                  maxLength: { value: lengthLimits.applicationName, message: t('shared_form.too_long', { max: lengthLimits.applicationName }) },
                })}
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
                {...register('accessTokenTtl', {
                  validate: (value) => isValidAccessTokenTtl(value) || t('shared_form.number_range', accessTokenTtlRange),
                })}
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
