import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CloseIcon } from '../../ds/icons/icons';
import { IconButton } from '../../ds/icon-button/icon-button';
import styles from './assign-dialog.module.css';

interface SelectedListProps<Item> {
  items: readonly Item[];
  getId: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  onRemove: (item: Item) => void;
}

/** What the assign dialog will assign, each removable. */
export const SelectedList = <Item,>({ items, getId, renderItem, onRemove }: SelectedListProps<Item>) => {
  const { t } = useTranslation();
  return (
    <div className={styles.column}>
      <div className={styles.columnHeader} aria-live="polite">
        {t('shared_list.selected_count', { count: items.length })}
      </div>
      {items.length === 0 ? (
        <p className={styles.message}>{t('shared_list.nothing_selected')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('shared_list.selected')}>
          {items.map((item) => (
            <li key={getId(item)} className={styles.item}>
              <span className={styles.itemLabel}>{renderItem(item)}</span>
              <IconButton size="small" label={t('shared_list.deselect')} onClick={() => onRemove(item)}>
                <CloseIcon size={14} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
