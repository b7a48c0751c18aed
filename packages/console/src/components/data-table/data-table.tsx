import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { Button } from '../../ds/button/button';
import { Skeleton } from '../../ds/skeleton/skeleton';
import styles from './data-table.module.css';

export interface DataTableColumn<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  /** Narrow, end-aligned cell for row buttons. */
  isAction?: boolean;
}

export interface DataTableProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** A row that opens a page: its first cell becomes a link, and a click on the row follows it. */
  rowLink?: (row: Row) => string;
  isLoading?: boolean;
  /** Skeleton rows while the first page loads. */
  skeletonRows?: number;
  hasError?: boolean;
  onRetry?: () => void;
  /** Shown instead of the body when there are no rows. */
  empty: ReactNode;
  label: string;
  'data-testid'?: string;
}

const isInteractive = (target: EventTarget) =>
  target instanceof Element && Boolean(target.closest('a, button, input, label, select, textarea'));

/** A table of rows with loading skeletons, an empty state, an error with retry, and row links. */
export const DataTable = <Row,>({
  columns,
  rows,
  rowKey,
  rowLink,
  isLoading = false,
  skeletonRows = 5,
  hasError = false,
  onRetry,
  empty,
  label,
  'data-testid': testId,
}: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showSkeleton = isLoading && !rows;

  if (!showSkeleton && hasError && !rows) {
    return (
      <div className={styles.wrapper} data-testid={testId}>
        <div className={styles.retry} role="alert">
          <span>{t('shared_list.load_failed')}</span>
          {onRetry && <Button onClick={onRetry}>{t('shared_list.retry')}</Button>}
        </div>
      </div>
    );
  }
  if (!showSkeleton && rows?.length === 0) {
    return (
      <div className={styles.wrapper} data-testid={testId}>
        {empty}
      </div>
    );
  }

  return (
    <div className={styles.wrapper} data-testid={testId}>
      <table className={styles.table} aria-label={label} aria-busy={isLoading || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={clsx(column.isAction && styles.actions)}>
                {/* Row buttons explain themselves; their header is for screen readers only. */}
                {column.isAction ? (
                  <span className={styles.visuallyHidden}>{column.title}</span>
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showSkeleton
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} data-testid="table-skeleton-row">
                  {columns.map((column) => (
                    <td key={column.key}>
                      <Skeleton height={16} width={column.isAction ? 32 : '70%'} />
                    </td>
                  ))}
                </tr>
              ))
            : rows?.map((row) => {
                const href = rowLink?.(row);
                return (
                  <tr
                    key={rowKey(row)}
                    className={clsx(href && styles.clickable)}
                    onClick={(event) => {
                      if (href && !isInteractive(event.target)) {
                        navigate(href);
                      }
                    }}
                  >
                    {columns.map((column, index) => (
                      <td key={column.key} className={clsx(column.isAction && styles.actions)}>
                        {href && index === 0 ? (
                          <Link to={href} className={styles.rowLink}>
                            {column.render(row)}
                          </Link>
                        ) : (
                          column.render(row)
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
};
