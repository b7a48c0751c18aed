import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { PlusIcon, TrashIcon } from '../../ds/icons/action-icons';
import { IconButton } from '../../ds/icon-button/icon-button';
import { TextInput } from '../../ds/text-input/text-input';
import styles from './multi-text-input.module.css';

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
  errors = [],
  placeholder,
  describedBy,
  disabled = false,
  'data-testid': testId,
}: MultiTextInputProps) => {
  const { t } = useTranslation();
  const rows = values.length > 0 ? values : [''];

  const setRow = (index: number, value: string) => onChange(rows.map((row, at) => (at === index ? value : row)));
  const removeRow = (index: number) => onChange(rows.filter((_, at) => at !== index));

  return (
    <div data-testid={testId}>
      <ul className={styles.list}>
        {rows.map((value, index) => {
          const error = errors[index];
          const errorId = `${name}-${index}-error`;
          return (
            <li key={index}>
              <div className={styles.row}>
                <TextInput
                  name={`${name}.${index}`}
                  value={value}
                  isMono
                  hasError={Boolean(error)}
                  disabled={disabled}
                  placeholder={placeholder}
                  aria-label={t('shared_form.row_label', { label, index: index + 1 })}
                  aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
                  onChange={(event) => setRow(index, event.target.value)}
                  onBlur={onBlur}
                />
                {(rows.length > 1 || value !== '') && (
                  <IconButton
                    label={t('shared_form.remove_row', { label, index: index + 1 })}
                    disabled={disabled}
                    onClick={() => removeRow(index)}
                  >
                    <TrashIcon size={16} />
                  </IconButton>
                )}
              </div>
              {error && (
                <p id={errorId} className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        size="small"
        variant="text"
        className={styles.add}
        icon={<PlusIcon size={16} />}
        disabled={disabled}
        onClick={() => onChange([...rows, ''])}
      >
        {t('shared_form.add_another')}
      </Button>
    </div>
  );
};
