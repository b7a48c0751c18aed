import {
  hookCreateGuard,
  hookPatchGuard,
  webhookRetries,
  type Hook,
  type HookCreate,
  type HookEvent,
  type HookPatch,
} from '@tessera/schemas';
import type { TFunction } from 'i18next';

import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import {
  duplicateKeyRows,
  toKeyValueRecord,
  toKeyValueRows,
  type KeyValueRow,
} from '../../../components/key-value-editor/key-value-rows';

/** What the create dialog and the settings tab edit; the settings tab also has headers and retries. */
export interface WebhookFormValues {
  name: string;
  events: HookEvent[];
  url: string;
  headers: KeyValueRow[];
  retries: number;
}

export const emptyWebhookValues: WebhookFormValues = {
  name: '',
  events: [],
  url: '',
  headers: [{ key: '', value: '' }],
  retries: webhookRetries.max,
};

export const toWebhookValues = (hook: Hook): WebhookFormValues => ({
  name: hook.name,
  events: hook.events,
  url: hook.config.url,
  headers: toKeyValueRows(hook.config.headers),
  retries: hook.config.retries ?? webhookRetries.max,
});

export const toCreateBody = (values: WebhookFormValues): HookCreate => ({
  name: values.name.trim(),
  events: values.events,
  config: { url: values.url.trim(), retries: values.retries },
});

/** `config` is replaced as a whole: every part of it is sent. */
export const toPatchBody = (values: WebhookFormValues): HookPatch => ({
  name: values.name.trim(),
  events: values.events,
  config: {
    url: values.url.trim(),
    headers: toKeyValueRecord(values.headers),
    retries: values.retries,
  },
});

/** Body paths of the nested config are flat fields of the form. */
const fieldPath = (bodyPath: string) =>
  bodyPath.startsWith('config.') ? bodyPath.slice('config.'.length) : undefined;

const rules = (t: TFunction) => (values: WebhookFormValues) => ({
  events: values.events.length === 0 ? t('webhooks.fields.events_required') : undefined,
  ...Object.fromEntries(
    duplicateKeyRows(values.headers, t('webhooks.fields.header_key_duplicate')).map(
      (error, index) => [`headers.${index}.key`, error],
    ),
  ),
});

const fieldMessages = (t: TFunction) => ({
  'config.url': t('webhooks.fields.url_invalid'),
  'config.retries': t('shared_form.number_range', {
    min: webhookRetries.min,
    max: webhookRetries.max,
  }),
});

export const createWebhookResolver = (t: TFunction) =>
  contractResolver(hookCreateGuard, toCreateBody, t, fieldMessages(t), {
    fieldPath,
    rules: rules(t),
  });

export const updateWebhookResolver = (t: TFunction) =>
  contractResolver(hookPatchGuard, toPatchBody, t, fieldMessages(t), {
    fieldPath,
    rules: rules(t),
  });
