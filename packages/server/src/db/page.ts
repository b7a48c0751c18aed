/** Which rows of a list to read: `limit` rows after skipping `offset`. */
export type Page = { limit: number; offset: number };

/**
 * Every row of a list (a list called without `page` and `page_size`): no offset, and a limit no
 * table reaches, so queries keep one shape whether they page or not.
 */
export const everyRow: Page = { limit: Number.MAX_SAFE_INTEGER, offset: 0 };
