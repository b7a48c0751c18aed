import { useTranslation } from 'react-i18next';

import { TextInput } from '../../ds/text-input/text-input';
import { RowList } from '../row-list/row-list';

interface MultiTextInputProps {
  /** Form name; row N's input is named `{name}.N`. */
  name: string;
  /** Names the list for the row inputs ("Redirect URI 2"). */
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  /** Error per row, by index (from the row rule or the server). */
  errors?: ReadonlyArray<string | undefined>;
  placeholder?: string;
  /** Ids of texts that describe the whole list (its description). */
  describedBy?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** A list of text values, one input per row, each with its own error; rows can be added and removed. */
export const MultiTextInput = ({
  name,
  label,
  values,
  onChange,
  onBlur,
  placeholder,
  disabled = false,
  ...listProps
}: MultiTextInputProps) => {
  const { t } = useTranslation();
  const rows = values.length > 0 ? values : [''];

  return (
    <RowList
      {...listProps}
      name={name}
      label={label}
      rows={rows}
      layout="single"
      disabled={disabled}
      // A lone empty row has nothing to remove.
      isRemovable={(value) => rows.length > 1 || value !== ''}
      onRemove={(index) => onChange(rows.filter((_, at) => at !== index))}
      onAdd={() => onChange([...rows, ''])}
      renderInputs={(value, index, field) => (
        <TextInput
          name={`${name}.${index}`}
          value={value}
          isMono
          hasError={field.hasError}
          disabled={disabled}
          placeholder={placeholder}
          aria-label={t('shared_form.row_label', { label, index: index + 1 })}
          aria-describedby={field.describedBy}
          onChange={(event) =>
            onChange(rows.map((row, at) => (at === index ? event.target.value : row)))
          }
          onBlur={onBlur}
        />
      )}
    />
  );
};
