import type { SignInResult } from '../../metrics/metrics.js';
import { RequestError } from '../../errors/request-error.js';

const resultsByCode: Readonly<Record<string, SignInResult>> = {
  'session.invalid_credentials': 'wrong_password',
  'session.identifier_locked': 'locked',
  'user.suspended': 'suspended',
};

/** How a refused password sign-in counts in the metrics. */
export const signInResultOf = (error: unknown): SignInResult =>
  (error instanceof RequestError ? resultsByCode[error.code] : undefined) ?? 'error';
