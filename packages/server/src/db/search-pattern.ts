/**
 * A case-insensitive substring pattern for `ilike`: the search text with LIKE's wildcards
 * escaped, so `50%_off` matches literally.
 */
export const toSearchPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
