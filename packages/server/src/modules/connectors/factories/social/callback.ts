import { RequestError } from '../../../../errors/request-error.js';
import type { SocialSession } from './protocol.js';

const refused = (reason: string, data: Record<string, unknown> = {}) =>
  new RequestError('connector.authorization_failed', 400, { reason, ...data });

/**
 * The code of a provider callback, once the callback is known to answer this session: the same
 * `state` (CSRF), the same redirect URI when the client names it, and no provider error.
 */
export function readCallbackCode(session: SocialSession, connectorData: Record<string, unknown>): string {
  const { error, error_description: description, state, code, redirectUri } = connectorData;
  if (typeof error === 'string') {
    throw refused('provider_error', { error, ...(typeof description === 'string' ? { description } : {}) });
  }
  if (typeof state !== 'string' || state !== session.state) {
    throw refused('state_mismatch');
  }
  if (redirectUri !== undefined && redirectUri !== session.redirectUri) {
    throw refused('redirect_uri_mismatch');
  }
  if (typeof code !== 'string' || code.length === 0) {
    throw new RequestError('connector.insufficient_request_parameters', 400, { missing: 'code' });
  }
  return code;
}
