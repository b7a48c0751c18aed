import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { PlusIcon, TrashIcon } from '../../ds/icons/action-icons';
import { IconButton } from '../../ds/icon-button/icon-button';
import { TextInput } from '../../ds/text-input/text-input';
import type { KeyValueRow } from './key-value-rows';
import styles from './key-value-editor.module.css';

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

/** Pairs of a name and a value (headers, environment variables); rows can be added and removed. */
export const KeyValueEditor = ({
  name,
  keyLabel,
  valueLabel,
  rows,
  onChange,
  errors = [],
  isValueSecret = false,
  describedBy,
}: KeyValueEditorProps) => {
  const { t } = useTranslation();
  const shown = rows.length > 0 ? rows : [{ key: '', value: '' }];
  const setRow = (index: number, change: Partial<KeyValueRow>) =>
    onChange(shown.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <div data-testid={name}>
      <ul className={styles.list}>
        {shown.map((row, index) => {
          const error = errors[index];
          const errorId = `${name}-${index}-error`;
          const described =
            [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
          return (
            <li key={index}>
              <div className={styles.row}>
                <TextInput
                  name={`${name}.${index}.key`}
                  value={row.key}
                  isMono
                  hasError={Boolean(error)}
                  aria-label={t('shared_form.row_label', { label: keyLabel, index: index + 1 })}
                  aria-describedby={described}
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
                <IconButton
                  label={t('shared_form.remove_row', { label: keyLabel, index: index + 1 })}
                  disabled={shown.length === 1 && !row.key && !row.value}
                  onClick={() =>
                    onChange(
                      shown.length === 1
                        ? [{ key: '', value: '' }]
                        : shown.filter((_, at) => at !== index),
                    )
                  }
                >
                  <TrashIcon size={16} />
                </IconButton>
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
        data-testid={`${name}-add`}
        onClick={() => onChange([...shown, { key: '', value: '' }])}
      >
        {t('shared_form.add_another')}
      </Button>
    </div>
  );
};
