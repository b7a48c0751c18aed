import { useTranslation } from 'react-i18next';

import { Checkbox } from '../../ds/checkbox/checkbox';
import { Skeleton } from '../../ds/skeleton/skeleton';
import styles from './checkbox-list.module.css';

export interface CheckboxListItem {
  id: string;
  name: string;
  description?: string | null;
}

interface CheckboxListProps {
  items: readonly CheckboxListItem[] | undefined;
  /** Checked ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Names the list for assistive technology. */
  label: string;
  /** Shown when there is nothing to pick. */
  emptyText: string;
  isLoading?: boolean;
  hasError?: boolean;
  'data-testid'?: string;
}

/** Pick any number of named items (roles, permissions), one checkbox each. */
export const CheckboxList = ({
  items,
  value,
  onChange,
  label,
  emptyText,
  isLoading = false,
  hasError = false,
  'data-testid': testId,
}: CheckboxListProps) => {
  const { t } = useTranslation();
  const checked = new Set(value);

  if (isLoading) {
    return (
      <div className={styles.list} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={styles.label}>
            <Skeleton height={18} />
          </div>
        ))}
      </div>
    );
  }
  if (hasError) {
    return (
      <p className={styles.message} role="alert">
        {t('shared_list.load_failed')}
      </p>
    );
  }
  if (!items || items.length === 0) {
    return <p className={styles.message}>{emptyText}</p>;
  }
  return (
    <ul className={styles.list} aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <label className={styles.label}>
            <Checkbox
              checked={checked.has(item.id)}
              data-testid={`checkbox-${item.id}`}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, item.id] : value.filter((id) => id !== item.id),
                )
              }
            />
            <span className={styles.text}>
              <span>{item.name}</span>
              {item.description && <span className={styles.description}>{item.description}</span>}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
};
