import {
  connectorTemplateGuard,
  type ConnectorFormItem,
  type ConnectorTemplate,
  type ConnectorType,
  type JsonObject,
} from '@tessera/schemas';
import { z } from 'zod';

import { toConfig, toFieldValues, type ConfigFieldValue } from '../config/config-values';
import { toDisplayValues, type SocialDisplayValues } from '../social/social-display-values';

/** Where an email or SMS connector's message templates sit in its config. */
export const templatesConfigKey = 'templates';

/**
 * One form for a connector: its factory's fields (in form item order), its templates (email and
 * SMS) and its sign-in button's display and profile sync (social).
 */
export interface ConnectorFormValues {
  fields: ConfigFieldValue[];
  templates: ConnectorTemplate[];
  display: SocialDisplayValues;
}

/** Email and SMS connectors send templated messages; social ones do not. */
export const hasTemplates = (type: ConnectorType) => type !== 'Social';

/** The items drawn as fields: templates have their own editor. */
export const fieldItemsOf = (formItems: readonly ConnectorFormItem[]) =>
  formItems.filter((item) => item.key !== templatesConfigKey);

const storedTemplatesGuard = z.array(connectorTemplateGuard);

/** A config's templates; anything unreadable there starts the editor empty rather than breaking it. */
const templatesOf = (config: JsonObject | undefined): ConnectorTemplate[] => {
  const parsed = storedTemplatesGuard.safeParse(config?.[templatesConfigKey]);
  return parsed.success ? parsed.data : [];
};

/** A new connector (no `config`) starts from its factory's defaults, templates included. */
export const toFormValues = (
  formItems: readonly ConnectorFormItem[],
  config?: JsonObject,
  display: SocialDisplayValues = toDisplayValues(),
): ConnectorFormValues => {
  const defaults = Object.fromEntries(
    formItems
      .filter((item) => item.defaultValue !== undefined)
      .map((item) => [item.key, item.defaultValue]),
  );
  return {
    fields: toFieldValues(fieldItemsOf(formItems), config),
    templates: templatesOf(config ?? defaults),
    display,
  };
};

/** Templates whose subject and content were both cleared are dropped. */
export const keptTemplates = (templates: readonly ConnectorTemplate[]) =>
  templates.filter(
    (template) => template.content.trim() !== '' || (template.subject ?? '').trim() !== '',
  );

/**
 * The config the form sends: the stored config (`base`, keeping what the form does not show)
 * with the edited fields and, for email and SMS, the templates.
 */
export const toConnectorConfig = (
  type: ConnectorType,
  formItems: readonly ConnectorFormItem[],
  values: ConnectorFormValues,
  base: JsonObject = {},
): JsonObject => {
  const config = toConfig(fieldItemsOf(formItems), values.fields, base);
  if (hasTemplates(type)) {
    config[templatesConfigKey] = keptTemplates(values.templates);
  }
  return config;
};
