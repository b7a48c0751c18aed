import { z } from 'zod';

import { firstPage, pageSize } from '../constants';

const pageGuard = z.coerce.number().int().min(firstPage);
const pageSizeGuard = z.coerce.number().int().min(1).max(pageSize.max);

/**
 * Query of paginated Management API lists: `page` is 1-based (default 1), `page_size` is 1 to 100
 * (default 20). Query strings are coerced, so `?page=2&page_size=50` parses.
 */
export const paginationQueryGuard = z.object({
  page: pageGuard.default(firstPage),
  page_size: pageSizeGuard.default(pageSize.default),
});
export type PaginationQuery = z.infer<typeof paginationQueryGuard>;

/** For lists that return everything unless the caller asks for a page. */
export const optionalPaginationQueryGuard = z.object({
  page: pageGuard.optional(),
  page_size: pageSizeGuard.optional(),
});
export type OptionalPaginationQuery = z.infer<typeof optionalPaginationQueryGuard>;

/** Rows to skip for a page: `(page - 1) * page_size`. */
export const paginationOffset = ({ page, page_size }: PaginationQuery): number =>
  (page - firstPage) * page_size;
