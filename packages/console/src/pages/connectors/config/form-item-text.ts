import {
  httpConnectorSignatureHeader,
  templateCodeVariable,
  type ConnectorFormItem,
} from '@tessera/schemas';
import type { TFunction } from 'i18next';

type SelectItem = NonNullable<ConnectorFormItem['selectItems']>[number];

/** What descriptions name literally: a header and a template variable are no translation's to change. */
const literals = { header: httpConnectorSignatureHeader, variable: templateCodeVariable };

/**
 * A form item's texts in the console's language. The built-in factories' fields are named by
 * their key (label, description, placeholder, option titles); a key this console does not know
 * keeps the English text its factory gives, so a newer server's field still reads sensibly.
 */
export const formItemText = (t: TFunction, item: ConnectorFormItem) => ({
  label: t(`connectors.config.field_labels.${item.key}`, { defaultValue: item.label }),
  description:
    item.description === undefined
      ? undefined
      : t(`connectors.config.field_descriptions.${item.key}`, {
          defaultValue: item.description,
          ...literals,
        }),
  placeholder:
    item.placeholder === undefined
      ? undefined
      : t(`connectors.config.field_placeholders.${item.key}`, { defaultValue: item.placeholder }),
  optionTitle: (option: SelectItem) =>
    t(`connectors.config.field_options.${item.key}.${option.value}`, {
      defaultValue: option.title,
    }),
});
