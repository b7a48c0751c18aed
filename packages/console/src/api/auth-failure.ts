import type { AuthFailure } from '../auth/auth-failure-handler';
import type { RequestError } from './request-error';

/** The server's message for a token without the Management API scope (English, as the spec names it). */
export const insufficientPermissionsMessage = 'Insufficient permissions.';
const insufficientPermissionsCode = 'auth.insufficient_permissions';

/**
 * Which session failure a request error is, if any. The message check is the spec's; the code
 * check catches the same error when the server answered in another language.
 */
export const getAuthFailure = (error: RequestError): AuthFailure | undefined => {
  if (error.status === 401) {
    return 'session_expired';
  }
  if (
    error.status === 403 &&
    (error.body?.message === insufficientPermissionsMessage || error.code === insufficientPermissionsCode)
  ) {
    return 'insufficient_permissions';
  }
  if (error.code === 'auth.forbidden') {
    return 'forbidden';
  }
  return undefined;
};
