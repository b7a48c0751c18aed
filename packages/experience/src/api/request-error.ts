/** Codes the app gives failures that never reached the server or could not be read. */
export const clientErrorCodes = {
  network: 'client.network_error',
  invalidResponse: 'client.invalid_response',
} as const;

type RequestErrorInit = {
  status: number;
  code: string;
  /** Already translated by the server per Accept-Language; empty for client-side failures. */
  message: string;
  data?: unknown;
  details?: unknown;
};

/** A failed experience API call: the server's `{ message, code, data?, details? }` and status. */
export class RequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  readonly details: unknown;

  constructor({ status, code, message, data, details }: RequestErrorInit) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.code = code;
    this.data = data;
    this.details = details;
  }
}

/** Anything thrown by a call, as a RequestError; unknown failures become a network error. */
export const toRequestError = (error: unknown): RequestError =>
  error instanceof RequestError
    ? error
    : new RequestError({ status: 0, code: clientErrorCodes.network, message: '' });
