import type { RequestError } from '../api/request-error';

/** Codes meaning the sign-in session (OIDC interaction) no longer exists. */
const sessionGoneCodes: ReadonlySet<string> = new Set([
  'session.not_found',
  'oidc.interaction_not_found',
  'session.invalid_interaction',
]);

export const isSessionGone = (error: Pick<RequestError, 'code'>): boolean =>
  sessionGoneCodes.has(error.code);
