import { toSearchPattern } from '../../db/search-pattern.js';

/** What an organization list is searched with: the reference's `q` and Tessera's `search`. */
export type OrganizationSearch = { q?: string; search?: string };

/**
 * The LIKE patterns a list must match, every one: `q` is a plain substring (the reference reads it
 * so), `search` a pattern as every Tessera list reads it (`db/search-pattern.ts`).
 */
export const toSearchPatterns = ({ q, search }: OrganizationSearch): string[] => [
  ...(q ? [`%${toSearchPattern(q.replace(/[\\%]/g, '\\$&'))}%`] : []),
  ...(search ? [toSearchPattern(search)] : []),
];
