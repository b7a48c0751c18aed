import { totalNumberHeader } from '../constants';

export const missingTotalNumberError = 'errors.missing_total_number';

/** Thrown when a paginated list answer lacks a usable `Total-Number` header. */
export class MissingTotalNumberError extends Error {
  readonly code = missingTotalNumberError;

  constructor() {
    super(missingTotalNumberError);
    this.name = 'MissingTotalNumberError';
  }
}

/** A list request is paginated when it carries both `page` and `page_size`. */
export const isPaginatedRequest = (search: URLSearchParams): boolean =>
  search.has('page') && search.has('page_size');

/**
 * The total row count from a `Total-Number` header value (`headers.get('Total-Number')`).
 * Throws {@link MissingTotalNumberError} when the header is absent or not a non-negative integer.
 */
export const parseTotalNumber = (value: string | null | undefined): number => {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) {
    throw new MissingTotalNumberError();
  }
  const total = Number(value);
  if (!Number.isSafeInteger(total)) {
    throw new MissingTotalNumberError();
  }
  return total;
};

/** Reads the header from a fetch `Headers` object; same rule as {@link parseTotalNumber}. */
export const readTotalNumber = (headers: Pick<Headers, 'get'>): number =>
  parseTotalNumber(headers.get(totalNumberHeader));
