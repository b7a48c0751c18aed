import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import { EventPicker } from './event-picker';
import type { WebhookFormValues } from './webhook-form';

/** Name, endpoint URL and events: what every webhook form has. */
export const WebhookFields = ({
  form,
  idPrefix,
}: {
  form: UseFormReturn<WebhookFormValues>;
  idPrefix: string;
}) => {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <>
      <FormField
        id={`${idPrefix}-name`}
        label={t('webhooks.fields.name')}
        error={errors.name?.message}
        isRequired
      >
        {(field) => (
          <TextInput
            {...field}
            placeholder={t('webhooks.fields.name_placeholder')}
            hasError={Boolean(errors.name)}
            data-testid={`${idPrefix}-name`}
            {...register('name')}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-url`}
        label={t('webhooks.fields.url')}
        description={t('webhooks.fields.url_description')}
        error={errors.url?.message}
        isRequired
      >
        {(field) => (
          <TextInput
            {...field}
            type="url"
            dir="ltr"
            isMono
            placeholder="https://example.com/webhook"
            hasError={Boolean(errors.url)}
            data-testid={`${idPrefix}-url`}
            {...register('url')}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <FormField
            id={`${idPrefix}-events`}
            label={t('webhooks.fields.events')}
            description={t('webhooks.fields.events_description')}
            error={errors.events?.message}
            isRequired
            isGroup
          >
            {(control) => (
              <EventPicker
                value={field.value}
                onChange={field.onChange}
                labelledBy={`${idPrefix}-events-label`}
                describedBy={control['aria-describedby']}
              />
            )}
          </FormField>
        )}
      />
    </>
  );
};
