import { containsUrl, type ConnectorFormItem } from '@tessera/schemas';
import type { TFunction } from 'i18next';

import type { ConfigFieldValue } from './config-values';

/**
 * Config keys whose text reaches end users in every email: they must not carry a link (spec
 * §5), and the server refuses them with these codes.
 */
export const noUrlFields = {
  senderName: 'connector.url_in_sender_name',
  companyInformation: 'connector.url_in_company_information',
} as const;

const noUrlMessageKeys = {
  senderName: 'connectors.config.url_in_sender_name',
  companyInformation: 'connectors.config.url_in_company_information',
} as const;

const isNoUrlField = (key: string): key is keyof typeof noUrlFields => key in noUrlFields;

const isValidJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The problem of one field's value, if any, in the console's words. */
const problemOf = (
  item: ConnectorFormItem,
  value: ConfigFieldValue,
  t: TFunction,
): string | undefined => {
  if (item.type === 'Switch' || typeof value !== 'string') {
    return undefined;
  }
  const text = item.isConfidential ? value : value.trim();
  if (text === '') {
    return item.required ? t('shared_form.required') : undefined;
  }
  if (item.type === 'Number' && !Number.isFinite(Number(text))) {
    return t('connectors.config.invalid_number');
  }
  if (item.type === 'Json' && !isValidJson(text)) {
    return t('errors.invalid_json_format');
  }
  if (isNoUrlField(item.key) && containsUrl(text)) {
    return t(noUrlMessageKeys[item.key]);
  }
  return undefined;
};

/** Errors by form field (`fields.{index}`) of a factory's config form: the form's own checks. */
export const configFieldErrors = (
  formItems: readonly ConnectorFormItem[],
  values: readonly ConfigFieldValue[],
  t: TFunction,
): Record<string, string | undefined> =>
  Object.fromEntries(
    formItems.map((item, index) => [`fields.${index}`, problemOf(item, values[index] ?? '', t)]),
  );
