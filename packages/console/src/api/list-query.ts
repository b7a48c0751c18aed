import { pageSize } from '@tessera/schemas';

/** A list as a screen asks for it: the page, and what the search box holds. */
export interface ListQuery {
  page: number;
  search?: string;
  /** Defaults to the console's page size. */
  pageSize?: number;
}

/**
 * The API reads `search` as a LIKE pattern (`%` any run, `\\` escapes); the search box means
 * "contains what I typed", so the text is escaped and wrapped in `%`.
 */
export const toSearchPattern = (text: string) => `%${text.replace(/[\\%]/g, '\\$&')}%`;

/** The query of a paged list endpoint; an empty search is no search. */
export const toPageQuery = ({ page, search, pageSize: size = pageSize.console }: ListQuery) => ({
  page,
  page_size: size,
  search: search ? toSearchPattern(search) : undefined,
});
