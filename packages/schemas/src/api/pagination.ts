import { z } from 'zod';

import { firstPage, pageSize } from '../constants';

/**
 * The last page a list serves: beyond it, `(page - 1) * page_size` would no longer be an exact
 * integer (nor fit the database's row offset), so the page is refused instead of failing there.
 */
export const maxPage = Math.floor(Number.MAX_SAFE_INTEGER / pageSize.max);

/**
 * Query of every list: `page` is 1-based, `page_size` is 1 to 100. Query strings are coerced, so
 * `?page=2&page_size=50` parses. As in the reference API, a list called with neither answers every
 * row; with one of them, the other takes its default (page 1, 20 per page).
 */
export const paginationQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(firstPage)
    .max(maxPage)
    .optional()
    .meta({ description: 'Page number, starting at 1. Without `page` and `page_size`, every row.', example: 1 }),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(pageSize.max)
    .optional()
    .meta({
      description: `Items per page (default ${pageSize.default}, max ${pageSize.max}). Without \`page\` and \`page_size\`, every row.`,
    }),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/** One page of a list, or `undefined` when the query asks for every row. */
export const pageOf = ({ page, page_size }: PaginationQuery): { page: number; size: number } | undefined =>
  page === undefined && page_size === undefined
    ? undefined
    : { page: page ?? firstPage, size: page_size ?? pageSize.default };

/** Rows to skip for a page: `(page - 1) * page_size` (0 for every row). */
export const paginationOffset = (query: PaginationQuery): number => {
  const page = pageOf(query);
  return page ? (page.page - firstPage) * page.size : 0;
};
