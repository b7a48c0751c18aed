import type { ErrorCode } from '@tessera/phrases';

/** Body every failed API call answers with. */
export type ErrorBody = {
  message: string;
  code: ErrorCode;
  data?: unknown;
  details?: string;
};

/**
 * The one error type of the API. `code` is a stable dotted key and also the i18n key of the
 * message; `data` fills the message's {{variables}} and is returned to the caller.
 */
export class RequestError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number = 400,
    readonly data?: Record<string, unknown>,
    readonly details?: string,
  ) {
    super(code);
    this.name = 'RequestError';
  }
}

export const notFound = (name: string, id: string) =>
  new RequestError('entity.not_exists_with_id', 404, { name, id });

/** Throws a RequestError when the condition does not hold. */
export function assertThat(
  condition: unknown,
  code: ErrorCode,
  status = 400,
  data?: Record<string, unknown>,
): asserts condition {
  if (!condition) {
    throw new RequestError(code, status, data);
  }
}
