import type { Hook } from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateHook } from '../../../api/hooks/mutations';
import { DialogForm, type CreateFormProps } from '../../../components/dialog-form/dialog-form';
import { useDialogFormSubmit } from '../../../components/dialog-form/use-dialog-form-submit';
import {
  createWebhookResolver,
  emptyWebhookValues,
  toCreateBody,
  type WebhookFormValues,
} from '../shared/webhook-form';
import { WebhookFields } from '../shared/webhook-fields';

/** Name, endpoint URL and events; headers and retries are set on the webhook's page. */
export const CreateWebhookForm = ({ onCancel, onCreated }: CreateFormProps<Hook>) => {
  const { t } = useTranslation();
  const createHook = useCreateHook({ hideErrorToast: true });
  const form = useForm<WebhookFormValues>({
    defaultValues: emptyWebhookValues,
    resolver: createWebhookResolver(t),
  });
  const onSubmit = useDialogFormSubmit(form, {
    send: (values) => createHook.mutateAsync(toCreateBody(values)),
    onDone: onCreated,
    fieldErrors: {
      detailPaths: (path) =>
        path === 'name' || path === 'events' ? path : path === 'config.url' ? 'url' : undefined,
    },
  });

  return (
    <DialogForm
      data-testid="webhook-create-form"
      submitLabel={t('create.webhook')}
      submitTestId="webhook-create-submit"
      isSubmitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <WebhookFields form={form} idPrefix="webhook-create" />
    </DialogForm>
  );
};
