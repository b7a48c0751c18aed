import { pageSize } from '@tessera/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Checkbox } from '../../ds/checkbox/checkbox';
import { Skeleton } from '../../ds/skeleton/skeleton';
import type { Page } from '../../api/api-client';
import { Pagination } from '../pagination/pagination';
import styles from './assign-dialog.module.css';

interface AvailableListProps<Item> {
  query: UseQueryResult<Page<Item>>;
  page: number;
  onPageChange: (page: number) => void;
  getId: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  selectedIds: ReadonlySet<string>;
  onToggle: (item: Item) => void;
  emptyText: string;
}

/** The candidates of the assign dialog: one checkbox per item, paged. */
export const AvailableList = <Item,>({
  query,
  page,
  onPageChange,
  getId,
  renderItem,
  selectedIds,
  onToggle,
  emptyText,
}: AvailableListProps<Item>) => {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.item}>
            <Skeleton height={16} />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <p className={styles.message} role="alert">
        {t('shared_list.load_failed')}
      </p>
    );
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) {
    return <p className={styles.message}>{emptyText}</p>;
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('shared_list.available')}>
        {items.map((item) => {
          const id = getId(item);
          return (
            <li key={id} className={styles.item}>
              <label className={styles.itemLabel}>
                <Checkbox
                  checked={selectedIds.has(id)}
                  data-testid={`assign-item-${id}`}
                  onChange={() => onToggle(item)}
                />
                {renderItem(item)}
              </label>
            </li>
          );
        })}
      </ul>
      <div className={styles.footerPagination}>
        <Pagination
          page={page}
          pageSize={pageSize.console}
          totalCount={query.data?.totalCount ?? 0}
          onPageChange={onPageChange}
        />
      </div>
    </>
  );
};
