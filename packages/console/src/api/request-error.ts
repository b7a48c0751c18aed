/** The error body every Tessera endpoint renders: `{ message, code, data?, details? }`. */
export interface ErrorBody {
  message: string;
  /** The server's error code; as received, so a code this build does not know still shows. */
  code?: string;
  data?: unknown;
  details?: string;
}

export const isErrorBody = (value: unknown): value is ErrorBody => {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { message, code, details } = value as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    (code === undefined || typeof code === 'string') &&
    (details === undefined || typeof details === 'string')
  );
};

/** Why a request failed without an HTTP answer. */
export type RequestFailure = 'timeout' | 'network';

/**
 * A failed API call. `status` is the HTTP status (0 when no answer arrived); `body` is the parsed
 * error body, or undefined when the server's answer could not be read as one.
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';

  constructor(
    readonly status: number,
    readonly body?: ErrorBody,
    readonly failure?: RequestFailure,
  ) {
    super(body?.message ?? (failure ? `Request failed: ${failure}` : `Request failed with status ${status}`));
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}
