import { isMaskedSecret, type ConnectorFormItem, type JsonObject } from '@tessera/schemas';

/** What a config field holds while it is edited: text for every input, a flag for a switch. */
export type ConfigFieldValue = string | boolean;

const toText = (value: unknown, type: ConnectorFormItem['type']): string => {
  if (value === undefined || value === null) {
    return '';
  }
  if (type === 'Json') {
    return JSON.stringify(value, null, 2);
  }
  return typeof value === 'string' ? value : String(value);
};

/**
 * The edited values of a factory's form items (in their order) from a stored config, or from
 * the items' defaults for a new connector.
 */
export const toFieldValues = (
  formItems: readonly ConnectorFormItem[],
  config: JsonObject = {},
): ConfigFieldValue[] =>
  formItems.map((item) => {
    const value = item.key in config ? config[item.key] : item.defaultValue;
    return item.type === 'Switch' ? value === true : toText(value, item.type);
  });

/** A form item's value as the config stores it; undefined leaves an empty optional field out. */
const toConfigValue = (item: ConnectorFormItem, value: ConfigFieldValue): unknown => {
  if (item.type === 'Switch') {
    return value === true;
  }
  const text = typeof value === 'string' ? value : '';
  // Secrets are sent as typed (spaces may belong to them); a masked one keeps the stored value.
  const entered = item.isConfidential ? text : text.trim();
  if (entered === '') {
    return undefined;
  }
  if (item.type === 'Number') {
    return Number(entered);
  }
  if (item.type === 'Json') {
    // The rules refuse text that does not parse before anything is sent.
    try {
      return JSON.parse(entered) as unknown;
    } catch {
      return entered;
    }
  }
  return entered;
};

/**
 * The config to send: `base` (what the connector stores beyond its form, e.g. templates) with
 * each form item's value.
 */
export const toConfig = (
  formItems: readonly ConnectorFormItem[],
  values: readonly ConfigFieldValue[],
  base: JsonObject = {},
): JsonObject => {
  const config: JsonObject = { ...base };
  formItems.forEach((item, index) => {
    const value = toConfigValue(item, values[index] ?? '');
    if (value === undefined) {
      delete config[item.key];
    } else {
      config[item.key] = value;
    }
  });
  return config;
};

/** Whether a secret field still shows the server's mask, i.e. was not changed. */
export const isUnchangedSecret = (item: ConnectorFormItem, value: ConfigFieldValue) =>
  item.isConfidential === true && isMaskedSecret(value);
