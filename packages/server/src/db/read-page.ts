import type { SelectQueryBuilder } from 'kysely';
import type { Page } from './page.js';

/**
 * The orders lists are read in: by `name`, or newest first (`created_at` descending). Ties go by
 * `id`, the same way, so a page boundary never falls between rows of one order value at random.
 */
export type ListOrder = 'by-name' | 'newest-first';

/**
 * One page of the rows `query` selects from a table with `id`, `name` / `created_at` columns, in
 * `order`. The list's total is `countRows` of the same query before its selection.
 */
export const readPage = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: ListOrder,
  page: Page,
) => {
  // Kysely cannot check a column name against a table that is generic here; callers' tables have them.
  const column = (name: 'id' | 'name' | 'created_at') => name as never;
  const ordered =
    order === 'by-name'
      ? query.orderBy(column('name')).orderBy(column('id'))
      : query.orderBy(column('created_at'), 'desc').orderBy(column('id'), 'desc');
  return ordered.limit(page.limit).offset(page.offset).execute();
};
