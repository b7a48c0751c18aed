import { useTranslation } from 'react-i18next';

import { TextInput } from '../../ds/text-input/text-input';
import { RowList } from '../row-list/row-list';
import type { KeyValueRow } from './key-value-rows';

interface KeyValueEditorProps {
  /** Prefix of the row inputs' test ids and names. */
  name: string;
  keyLabel: string;
  valueLabel: string;
  rows: readonly KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  /** Error per row, by index. */
  errors?: ReadonlyArray<string | undefined>;
  /** Values are secrets (API keys): typed into password inputs. */
  isValueSecret?: boolean;
  describedBy?: string;
}

const blankRow = (): KeyValueRow => ({ key: '', value: '' });

/** Pairs of a name and a value (headers, environment variables); rows can be added and removed. */
export const KeyValueEditor = ({
  name,
  keyLabel,
  valueLabel,
  rows,
  onChange,
  isValueSecret = false,
  ...listProps
}: KeyValueEditorProps) => {
  const { t } = useTranslation();
  const shown = rows.length > 0 ? rows : [blankRow()];
  const setRow = (index: number, change: Partial<KeyValueRow>) =>
    onChange(shown.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <RowList
      {...listProps}
      name={name}
      label={keyLabel}
      rows={shown}
      layout="pair"
      data-testid={name}
      addTestId={`${name}-add`}
      // The last row is emptied rather than removed, so there is always a row to type into.
      isRemoveDisabled={(row) => shown.length === 1 && !row.key && !row.value}
      onRemove={(index) =>
        onChange(shown.length === 1 ? [blankRow()] : shown.filter((_, at) => at !== index))
      }
      onAdd={() => onChange([...shown, blankRow()])}
      renderInputs={(row, index, field) => (
        <>
          <TextInput
            name={`${name}.${index}.key`}
            value={row.key}
            isMono
            hasError={field.hasError}
            aria-label={t('shared_form.row_label', { label: keyLabel, index: index + 1 })}
            aria-describedby={field.describedBy}
            data-testid={`${name}-key-${index}`}
            onChange={(event) => setRow(index, { key: event.target.value })}
          />
          <TextInput
            name={`${name}.${index}.value`}
            value={row.value}
            type={isValueSecret ? 'password' : 'text'}
            autoComplete="off"
            isMono
            aria-label={t('shared_form.row_label', { label: valueLabel, index: index + 1 })}
            data-testid={`${name}-value-${index}`}
            onChange={(event) => setRow(index, { value: event.target.value })}
          />
        </>
      )}
    />
  );
};
