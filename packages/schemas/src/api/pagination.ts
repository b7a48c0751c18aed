import { z } from 'zod';

import { firstPage, pageSize } from '../constants';

/**
 * Query of every paginated list: `page` is 1-based (default 1), `page_size` is 1 to 100 (default
 * 20). Query strings are coerced, so `?page=2&page_size=50` parses.
 */
export const paginationQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(firstPage)
    .default(firstPage)
    .meta({ description: 'Page number, starting at 1.', example: 1 }),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(pageSize.max)
    .default(pageSize.default)
    .meta({ description: `Items per page (default ${pageSize.default}, max ${pageSize.max}).` }),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/** Rows to skip for a page: `(page - 1) * page_size`. */
export const paginationOffset = ({ page, page_size }: PaginationQuery): number => (page - firstPage) * page_size;
