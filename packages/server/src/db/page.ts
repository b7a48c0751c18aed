/** Which rows of a list to read: `limit` rows after skipping `offset`. */
export type Page = { limit: number; offset: number };
