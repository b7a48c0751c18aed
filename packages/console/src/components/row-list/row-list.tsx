import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { PlusIcon, TrashIcon } from '../../ds/icons/action-icons';
import { IconButton } from '../../ds/icon-button/icon-button';
import styles from './row-list.module.css';

/** What a row's inputs need to show its error. */
export interface RowFieldState {
  hasError: boolean;
  /** The list's description and the row's error, for `aria-describedby`. */
  describedBy: string | undefined;
}

interface RowListProps<Row> {
  /** Prefix of the rows' error ids. */
  name: string;
  /** Names a row for the remove buttons ("Remove Redirect URI 2"). */
  label: string;
  rows: readonly Row[];
  /** `single`: one input and its remove button; `pair`: a name, a value and the remove button. */
  layout: 'single' | 'pair';
  renderInputs: (row: Row, index: number, field: RowFieldState) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Error per row, by index. */
  errors?: ReadonlyArray<string | undefined>;
  /** Ids of texts that describe the whole list. */
  describedBy?: string;
  /** Whether a row offers its remove button at all; every row does by default. */
  isRemovable?: (row: Row, index: number) => boolean;
  /** Whether a row's remove button is shown but cannot be used. */
  isRemoveDisabled?: (row: Row, index: number) => boolean;
  disabled?: boolean;
  addTestId?: string;
  'data-testid'?: string;
}

/** Rows of inputs, each with a remove button and its own error, and a button to add another row. */
export const RowList = <Row,>({
  name,
  label,
  rows,
  layout,
  renderInputs,
  onAdd,
  onRemove,
  errors = [],
  describedBy,
  isRemovable = () => true,
  isRemoveDisabled = () => false,
  disabled = false,
  addTestId,
  'data-testid': testId,
}: RowListProps<Row>) => {
  const { t } = useTranslation();

  return (
    <div data-testid={testId}>
      <ul className={styles.list}>
        {rows.map((row, index) => {
          const error = errors[index];
          const errorId = `${name}-${index}-error`;
          const field = {
            hasError: Boolean(error),
            describedBy:
              [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
          };
          return (
            <li key={index}>
              <div className={styles[layout]}>
                {renderInputs(row, index, field)}
                {isRemovable(row, index) && (
                  <IconButton
                    label={t('shared_form.remove_row', { label, index: index + 1 })}
                    disabled={disabled || isRemoveDisabled(row, index)}
                    onClick={() => onRemove(index)}
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
        data-testid={addTestId}
        onClick={onAdd}
      >
        {t('shared_form.add_another')}
      </Button>
    </div>
  );
};
