import { RequestError } from '../../api/request-error';

export interface ErrorDescription {
  code?: string;
  message?: string;
}

/** The code and message worth showing in the error page's details, if any. */
export const describeError = (error: unknown): ErrorDescription => {
  if (error instanceof RequestError) {
    return { code: error.code, message: error.body?.message ?? error.message };
  }
  if (error instanceof Error) {
    return { message: error.message };
  }
  if (typeof error === 'string') {
    return { message: error };
  }
  return {};
};
