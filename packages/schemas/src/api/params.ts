import { z } from 'zod';

import { paginationQuery } from './pagination';

/** Path parameters of an endpoint, each a non-empty id: `pathParams('id', 'scopeId')`. */
export const pathParams = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string().min(1)])) as { [N in K]: z.ZodString });

/** The `search` query of lists: a substring, at most 256 characters. */
export const searchQuery = z.string().max(256).optional();

/** The query of a searchable list: a page and a search. */
export const searchPageQuery = paginationQuery.extend({ search: searchQuery });
