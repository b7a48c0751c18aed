import { RequestError } from '../../../../errors/request-error.js';
import type { TokenEndpointAuthMethod } from '../../../../federation/oidc-client/index.js';
import { fetchFromProvider, readJsonObject } from '../../../../federation/oidc-client/provider-fetch.js';
import { providerTokenSetOf, type ProviderTokenSet } from './token-set.js';

export type TokenRefresh = {
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  authMethod: TokenEndpointAuthMethod;
  refreshToken: string;
};

/**
 * A new access token for a kept refresh token (RFC 6749 §6). Providers that answer no new refresh
 * token keep the old one valid, so the caller keeps it then. A refusal (the user revoked the app,
 * the refresh token expired) is 400 `connector.authorization_failed`: the user must authorize again.
 */
export async function refreshTokenSet(request: TokenRefresh): Promise<ProviderTokenSet> {
  const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: request.refreshToken });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (request.authMethod === 'client_secret_basic') {
    // RFC 6749 §2.3.1: both parts are form-encoded before they are joined.
    const credentials = `${encodeURIComponent(request.clientId)}:${encodeURIComponent(request.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  } else {
    body.set('client_id', request.clientId);
    body.set('client_secret', request.clientSecret);
  }
  const response = await fetchFromProvider(request.tokenEndpoint, { method: 'POST', headers, body });
  const answer = await readJsonObject(response);
  const tokens = response.ok && answer && answer.error === undefined ? providerTokenSetOf(answer) : undefined;
  if (!tokens) {
    const error = typeof answer?.error === 'string' ? answer.error : undefined;
    throw new RequestError('connector.authorization_failed', 400, { reason: 'token_refresh_refused', ...(error ? { error } : {}) });
  }
  return { ...tokens, refreshToken: tokens.refreshToken ?? request.refreshToken };
}
