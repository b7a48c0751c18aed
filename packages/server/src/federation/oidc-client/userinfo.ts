import type { JsonObject } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import { fetchFromProvider, readJsonObject } from './provider-fetch.js';

/**
 * A JSON profile read with a bearer access token (OpenID userinfo, or an OAuth 2 provider's own
 * profile endpoint). A refused token is 400 `connector.social_invalid_access_token`; any other
 * unusable answer is 400 `connector.invalid_response`.
 */
export async function fetchWithAccessToken(url: string, accessToken: string, extraHeaders: Record<string, string> = {}): Promise<JsonObject> {
  const response = await fetchFromProvider(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Tessera', ...extraHeaders },
  });
  if (response.status === 401 || response.status === 403) {
    throw new RequestError('connector.social_invalid_access_token', 400);
  }
  const body = response.ok ? await readJsonObject(response) : undefined;
  if (!body) {
    throw new RequestError('connector.invalid_response', 400, { status: response.status });
  }
  return body;
}

/**
 * The userinfo claims (OpenID Connect Core §5.3) of the ID token's subject. An answer about
 * anyone else must not be used (§5.3.2): it is 400 `connector.invalid_response`.
 */
export async function fetchUserInfo(endpoint: string, accessToken: string, subject: string): Promise<JsonObject> {
  const claims = await fetchWithAccessToken(endpoint, accessToken);
  if (claims.sub !== subject) {
    throw new RequestError('connector.invalid_response', 400, { reason: 'userinfo_subject' });
  }
  return claims;
}
