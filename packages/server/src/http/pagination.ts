import { pageOf, paginationOffset, type PaginationQuery } from '@tessera/schemas';
import type { Context } from 'hono';
import { everyRow, type Page } from '../db/page.js';

/**
 * The rows of one page of a list; every row when the query names neither `page` nor `page_size`
 * (as the reference API answers), page 1 of 20 when it names only `page`.
 */
export const toPagination = (query: PaginationQuery): Page => {
  const page = pageOf(query);
  return page ? { limit: page.size, offset: paginationOffset(query) } : everyRow;
};

/** Sets the Total-Number header every list answers with, paged or not. */
export function setTotalNumber(c: Context, total: number) {
  c.header('Total-Number', String(total));
}

export const totalNumberHeader = {
  'Total-Number': { description: 'Total number of items across all pages.', schema: { type: 'string' as const } },
};
