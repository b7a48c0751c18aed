import type { Hook } from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateHook } from '../../../api/hooks/mutations';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import {
  createWebhookResolver,
  emptyWebhookValues,
  toCreateBody,
  type WebhookFormValues,
} from '../shared/webhook-form';
import { WebhookFields } from '../shared/webhook-fields';
import styles from './create-webhook.module.css';

interface CreateWebhookFormProps {
  onCancel: () => void;
  onCreated: (hook: Hook) => void;
}

/** Name, endpoint URL and events; headers and retries are set on the webhook's page. */
export const CreateWebhookForm = ({ onCancel, onCreated }: CreateWebhookFormProps) => {
  const { t } = useTranslation();
  const createHook = useCreateHook({ hideErrorToast: true });
  const form = useForm<WebhookFormValues>({
    defaultValues: emptyWebhookValues,
    resolver: createWebhookResolver(t),
  });
  const { handleSubmit, formState, setError } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await createHook.mutateAsync(toCreateBody(values)));
    } catch (error) {
      handleError(error, {
        detailPaths: (path) =>
          path === 'name' || path === 'events' ? path : path === 'config.url' ? 'url' : undefined,
      });
    }
  });

  return (
    <form
      className={styles.form}
      noValidate
      data-testid="webhook-create-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <WebhookFields form={form} idPrefix="webhook-create" />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button
          type="submit"
          variant="primary"
          isLoading={formState.isSubmitting}
          data-testid="webhook-create-submit"
        >
          {t('create.webhook')}
        </Button>
      </div>
    </form>
  );
};
