import { useTranslation } from 'react-i18next';

import { ArrowBackIcon, ChevronRightIcon } from '../../ds/icons/icons';
import { pageNumbers } from './page-numbers';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageSize: number;
  /** Rows across all pages (the `Total-Number` header). */
  totalCount: number;
  onPageChange: (page: number) => void;
}

/** "1–10 of 42" and page buttons. Hidden while everything fits on one page. */
export const Pagination = ({ page, pageSize, totalCount, onPageChange }: PaginationProps) => {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  if (totalCount <= pageSize && page === 1) {
    return null;
  }
  const from = Math.min(totalCount, (page - 1) * pageSize + 1);
  const to = Math.min(totalCount, page * pageSize);

  return (
    <nav className={styles.pagination} aria-label={t('shared_list.pagination')} data-testid="pagination">
      <span>{t('shared_list.range', { from, to, total: totalCount })}</span>
      <ul className={styles.pages}>
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page <= 1}
            aria-label={t('shared_list.previous_page')}
            onClick={() => onPageChange(page - 1)}
          >
            <ArrowBackIcon size={14} className={styles.arrow} />
          </button>
        </li>
        {pageNumbers(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('shared_list.go_to_page', { page: item })}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page >= pageCount}
            aria-label={t('shared_list.next_page')}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon size={14} className={styles.arrow} />
          </button>
        </li>
      </ul>
    </nav>
  );
};
