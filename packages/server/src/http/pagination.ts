import { paginationOffset, type PaginationQuery } from '@tessera/schemas';
import type { Context } from 'hono';
import type { Page } from '../db/page.js';

/** The rows of one page of a list (the contract fills in page 1 of 20 when the query is silent). */
export const toPagination = (query: PaginationQuery): Page => ({ limit: query.page_size, offset: paginationOffset(query) });

/** Sets the Total-Number header every paginated list answers with. */
export function setTotalNumber(c: Context, total: number) {
  c.header('Total-Number', String(total));
}

export const totalNumberHeader = {
  'Total-Number': { description: 'Total number of items across all pages.', schema: { type: 'string' as const } },
};
