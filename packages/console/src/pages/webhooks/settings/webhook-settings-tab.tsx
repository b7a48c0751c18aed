import { webhookRetries } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { hookKeys } from '../../../api/hooks/keys';
import { useUpdateHook } from '../../../api/hooks/mutations';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { KeyValueEditor } from '../../../components/key-value-editor/key-value-editor';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { Select } from '../../../ds/select/select';
import { useToast } from '../../../ds/toast/use-toast';
import { useConfirmedHookDeletion } from '../details/webhook-header-actions';
import { useWebhookOutlet } from '../details/use-webhook';
import { WebhookFields } from '../shared/webhook-fields';
import {
  toPatchBody,
  toWebhookValues,
  updateWebhookResolver,
  type WebhookFormValues,
} from '../shared/webhook-form';
import { SigningKeyCard } from './signing-key-card';
import { WebhookTestPanel } from './webhook-test-panel';
import styles from './webhook-settings.module.css';

const retryOptions = Array.from(
  { length: webhookRetries.max - webhookRetries.min + 1 },
  (_, index) => String(webhookRetries.min + index),
);

/** `/webhooks/{id}/settings`: events, endpoint, headers, retries, signing key, test, delete. */
export default function WebhookSettingsTab() {
  const { t } = useTranslation();
  const { hook } = useWebhookOutlet();
  const updateHook = useUpdateHook(hook.id, { hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<WebhookFormValues>({
    defaultValues: toWebhookValues(hook),
    resolver: updateWebhookResolver(t),
  });
  const { control, handleSubmit, reset, setError, formState, trigger, getValues } = form;
  const handleError = useSubmitErrorHandler(setError);
  const deleteHook = useConfirmedHookDeletion(hook);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateHook.mutateAsync(toPatchBody(values));
      queryClient.setQueryData(hookKeys.detail(hook.id), { ...hook, ...updated });
      reset(toWebhookValues(updated));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, {
        detailPaths: (path) =>
          path === 'name' || path === 'events' ? path : path === 'config.url' ? 'url' : undefined,
      });
    }
  });

  /** The test sends what the form shows, saved or not; invalid fields are pointed out instead. */
  const getTestSettings = async () => {
    if (!(await trigger())) {
      return undefined;
    }
    const { events, config } = toPatchBody(getValues());
    return events && config
      ? {
          events,
          config: {
            ...config,
            headers: config.headers ?? {},
            retries: config.retries ?? webhookRetries.max,
          },
        }
      : undefined;
  };

  const headerErrors = (formState.errors.headers ?? []) as ReadonlyArray<
    { key?: { message?: string } } | undefined
  >;

  return (
    <form
      noValidate
      data-testid="webhook-settings-form"
      className={styles.fields}
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <FormCard
        title={t('webhooks.details.settings_title')}
        description={t('webhooks.details.settings_description')}
      >
        <div className={styles.fields}>
          <WebhookFields form={form} idPrefix="webhook" />
          <Controller
            control={control}
            name="headers"
            render={({ field }) => (
              <FormField
                id="webhook-headers"
                label={t('webhooks.fields.headers')}
                description={t('webhooks.fields.headers_description')}
                isGroup
              >
                {(control) => (
                  <KeyValueEditor
                    name="webhook-headers"
                    keyLabel={t('webhooks.fields.header_key')}
                    valueLabel={t('webhooks.fields.header_value')}
                    rows={field.value}
                    errors={Array.from(
                      { length: field.value.length },
                      (_, index) => headerErrors[index]?.key?.message,
                    )}
                    describedBy={control['aria-describedby']}
                    onChange={field.onChange}
                  />
                )}
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="retries"
            render={({ field }) => (
              <FormField
                id="webhook-retries"
                label={t('webhooks.fields.retries')}
                description={t('webhooks.fields.retries_description')}
                error={formState.errors.retries?.message}
              >
                {(control) => (
                  <Select
                    {...control}
                    value={String(field.value)}
                    options={retryOptions.map((value) => ({ value, label: value }))}
                    data-testid="webhook-retries"
                    onChange={(event) => field.onChange(Number(event.target.value))}
                  />
                )}
              </FormField>
            )}
          />
        </div>
      </FormCard>
      <SigningKeyCard hook={hook} />
      <WebhookTestPanel hookId={hook.id} getSettings={getTestSettings} />
      <FormActions
        isDirty={formState.isDirty}
        isSubmitting={formState.isSubmitting}
        onDiscard={() => reset(toWebhookValues(hook))}
      />
      <DangerZone
        description={t('webhooks.details.delete_description')}
        buttonText={t('webhooks.details.delete')}
        onDelete={() => void deleteHook().catch(() => undefined)}
      />
    </form>
  );
}
