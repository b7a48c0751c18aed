import { z } from '@hono/zod-openapi';
import { pageSize } from '@tessera/schemas';
import type { Context } from 'hono';

const positiveInteger = /^[1-9]\d*$/;

/** Query contract shared by every list endpoint: `page` is 1-based, `page_size` 1..100. */
export const paginationQuery = z.object({
  page: z
    .string()
    .regex(positiveInteger)
    .optional()
    .openapi({ description: 'Page number, starting at 1.', example: '1' }),
  page_size: z
    .string()
    .regex(positiveInteger)
    .refine((value) => Number(value) <= pageSize.max, { message: `at most ${pageSize.max}` })
    .optional()
    .openapi({ description: `Items per page (default ${pageSize.default}, max ${pageSize.max}).` }),
});

export type Pagination = { limit: number; offset: number };

export function toPagination(query: { page?: string; page_size?: string }): Pagination {
  const page = Number(query.page ?? 1);
  const limit = Number(query.page_size ?? pageSize.default);
  return { limit, offset: (page - 1) * limit };
}

/** Sets the Total-Number header every paginated list answers with. */
export function setTotalNumber(c: Context, total: number) {
  c.header('Total-Number', String(total));
}

export const totalNumberHeader = {
  'Total-Number': { description: 'Total number of items across all pages.', schema: { type: 'string' as const } },
};
