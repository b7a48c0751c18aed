import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Page } from '../../api/api-client';
import type { ListQuery } from '../../api/list-query';
import { RequestError } from '../../api/request-error';
import { ActionDialog } from '../action-dialog/action-dialog';
import { SearchBar } from '../search-bar/search-bar';
import { AvailableList } from './available-list';
import styles from './assign-dialog.module.css';
import { SelectedList } from './selected-list';

export interface AssignDialogProps<Item> {
  title: string;
  description?: string;
  /** The page of candidates for `list`, from the area's list hook (the caller owns both). */
  candidates: UseQueryResult<Page<Item>>;
  /** The dialog's search and page. */
  list: ListQuery;
  onListChange: (list: ListQuery) => void;
  getId: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Assigns the selection (a mutation of the area's data layer). */
  onSubmit: (items: Item[]) => Promise<unknown>;
  /** Told once the assignment succeeded. */
  doneText: string;
  onClose: () => void;
  /** Shown when the list has no candidates at all. */
  emptyText: string;
  /** More choices applied together with the selection (the roles new members get…). */
  extra?: ReactNode;
  /** Shown instead of the list when the server has no such list (404). */
  unavailableText?: string;
}

/**
 * The assign pattern: search and page through candidates on one side, collect a selection on
 * the other, then assign them all at once.
 */
export const AssignDialog = <Item,>({
  title,
  description,
  candidates: query,
  list,
  onListChange,
  getId,
  renderItem,
  onSubmit,
  doneText,
  onClose,
  emptyText,
  unavailableText,
  extra,
}: AssignDialogProps<Item>) => {
  const { t } = useTranslation();
  const { page, search = '' } = list;
  const setPage = (next: number) => onListChange({ ...list, page: next });
  const [selected, setSelected] = useState<Item[]>([]);
  const isUnavailable = Boolean(unavailableText) && query.error instanceof RequestError && query.error.status === 404;
  const selectedIds = new Set(selected.map(getId));

  const toggle = (item: Item) =>
    setSelected((current) =>
      selectedIds.has(getId(item)) ? current.filter((entry) => getId(entry) !== getId(item)) : [...current, item],
    );

  return (
    <ActionDialog
      title={title}
      description={description}
      data-testid="assign-dialog"
      submitLabel={t('shared_list.assign_count', { count: selected.length })}
      submitTestId="assign-submit"
      isSubmitDisabled={selected.length === 0}
      doneText={doneText}
      onSubmit={() => onSubmit(selected)}
      onClose={onClose}
    >
      <div className={styles.columns}>
        <div className={styles.column}>
          <div className={styles.columnHeader}>
            <SearchBar
              value={search}
              label={t('shared_list.search')}
              placeholder={t('shared_list.search_placeholder')}
              data-testid="assign-search"
              onSearch={(value) => onListChange({ ...list, search: value, page: 1 })}
            />
          </div>
          {isUnavailable ? (
            <p className={styles.message} data-testid="assign-unavailable">
              {unavailableText}
            </p>
          ) : (
            <AvailableList
              query={query}
              page={page}
              onPageChange={setPage}
              getId={getId}
              renderItem={renderItem}
              selectedIds={selectedIds}
              onToggle={toggle}
              emptyText={search ? t('shared_list.no_results') : emptyText}
            />
          )}
        </div>
        <SelectedList items={selected} getId={getId} renderItem={renderItem} onRemove={toggle} />
      </div>
      {extra}
    </ActionDialog>
  );
};
