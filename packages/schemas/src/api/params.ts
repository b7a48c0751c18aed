import { z } from 'zod';

import { paginationQuery } from './pagination';

/** Path parameters of an endpoint, each a non-empty id: `pathParams('id', 'scopeId')`. */
export const pathParams = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string().min(1)])) as { [N in K]: z.ZodString });

/**
 * The `search` query of lists, read as the reference API reads it: a case-insensitive pattern
 * where `%` matches any text (`%ann%` is a substring search) and `\` makes the next character
 * literal; without `%` the whole value must match. At most 256 characters.
 */
export const searchQuery = z
  .string()
  .max(256)
  .optional()
  .meta({ description: 'Case-insensitive pattern: `%` matches any text (`%ann%` for a substring); without `%`, the whole value.' });

/** The query of a searchable list: a page and a search. */
export const searchPageQuery = paginationQuery.extend({ search: searchQuery });

/**
 * The query of the organization lists: `q` (the reference's name) is a plain substring of the
 * searched fields; `search` is the pattern every Tessera list takes. Either, or both, narrow it.
 */
export const organizationSearchPageQuery = searchPageQuery.extend({
  q: z
    .string()
    .max(256)
    .optional()
    .meta({ description: 'Text the name, description or id contains (case-insensitive).' }),
});
