import type { ConnectorFormItem } from '@tessera/schemas';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField, type FieldControlProps } from '../../../ds/form-field/form-field';
import { Select } from '../../../ds/select/select';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import { Textarea } from '../../../ds/text-input/textarea';
import type { ConnectorFormValues } from '../shared/connector-form-values';
import { isUnchangedSecret, type ConfigFieldValue } from './config-values';
import styles from './config-fields.module.css';
import { formItemText } from './form-item-text';

interface ConfigFieldsProps {
  /** The factory's form, as data: each item is drawn by its type. */
  formItems: readonly ConnectorFormItem[];
  form: UseFormReturn<ConnectorFormValues>;
}

interface ControlProps {
  item: ConnectorFormItem;
  value: ConfigFieldValue;
  onChange: (value: ConfigFieldValue) => void;
  onBlur: () => void;
  control: FieldControlProps;
  testId: string;
}

/** The input of one text-like item; secrets are password inputs whose mask is replaced, not edited. */
const TextControl = ({ item, value, onChange, onBlur, control, testId }: ControlProps) => {
  const { t } = useTranslation();
  const texts = formItemText(t, item);
  const text = typeof value === 'string' ? value : '';
  const common = {
    ...control,
    value: text,
    placeholder: texts.placeholder,
    hasError: control['aria-invalid'] === true,
    'data-testid': testId,
    onBlur,
  };

  switch (item.type) {
    case 'MultilineText':
    case 'Json': {
      return (
        <Textarea
          {...common}
          rows={item.type === 'Json' ? 6 : 4}
          isMono={item.type === 'Json'}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    case 'Select': {
      return (
        <Select
          {...control}
          value={text}
          data-testid={testId}
          options={[
            { value: '', label: t('connectors.config.select_placeholder') },
            ...(item.selectItems ?? []).map((option) => ({
              value: option.value,
              label: texts.optionTitle(option),
            })),
          ]}
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    default: {
      return (
        <TextInput
          {...common}
          type={item.isConfidential ? 'password' : item.type === 'Number' ? 'number' : 'text'}
          autoComplete={item.isConfidential ? 'new-password' : 'off'}
          // A masked secret is replaced as a whole: focusing it selects the mask for overtyping.
          onFocus={(event) => {
            if (isUnchangedSecret(item, text)) {
              event.target.select();
            }
          }}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
  }
};

/** A factory's config form drawn from its form items: Text, MultilineText, Number, Switch, Select, Json. */
export const ConfigFields = ({ formItems, form }: ConfigFieldsProps) => {
  const { t } = useTranslation();
  const { control, formState } = form;

  return (
    <div className={styles.fields}>
      {formItems.map((item, index) => {
        const id = `connector-config-${index}`;
        const testId = `config-${item.key}`;
        const { label, description } = formItemText(t, item);
        return (
          <Controller
            key={item.key}
            control={control}
            name={`fields.${index}`}
            render={({ field }) =>
              item.type === 'Switch' ? (
                <Switch
                  id={id}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  label={label}
                  description={description}
                  data-testid={testId}
                />
              ) : (
                <FormField
                  id={id}
                  label={label}
                  isRequired={item.required}
                  description={
                    item.isConfidential && isUnchangedSecret(item, field.value)
                      ? [description, t('connectors.config.secret_hint')].filter(Boolean).join(' ')
                      : description
                  }
                  error={formState.errors.fields?.[index]?.message}
                >
                  {(fieldControl) => (
                    <TextControl
                      item={item}
                      value={field.value}
                      control={fieldControl}
                      testId={testId}
                      onBlur={field.onBlur}
                      onChange={field.onChange}
                    />
                  )}
                </FormField>
              )
            }
          />
        );
      })}
    </div>
  );
};
