import type { JsonObject } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import { fetchFromProvider, readJsonObject } from './provider-fetch.js';

/** How the client proves itself at the token endpoint (RFC 6749 §2.3.1). */
export type TokenEndpointAuthMethod = 'client_secret_basic' | 'client_secret_post';

/** A confidential client registered at the provider. */
export type UpstreamClientCredentials = {
  clientId: string;
  clientSecret: string;
  authMethod: TokenEndpointAuthMethod;
};

export type CodeExchange = UpstreamClientCredentials & {
  tokenEndpoint: string;
  code: string;
  redirectUri: string;
  codeVerifier?: string;
};

export type TokenAnswer = { access_token?: string; id_token?: string; token_type?: string } & JsonObject;

/** Errors that refuse the code itself: RFC 6749's, and GitHub's name for an unknown or spent code. */
const codeRefusals = new Set(['invalid_grant', 'bad_verification_code']);

/** RFC 6749 §2.3.1: both parts are form-encoded before they are joined for HTTP Basic. */
const basicCredentials = (clientId: string, clientSecret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

/**
 * Redeems an authorization code (RFC 6749 §4.1.3), with the PKCE verifier when there is one. A
 * refused code (`invalid_grant`, GitHub's `bad_verification_code`, or a refusal that names no error), including a 200 answer that
 * carries an `error` (GitHub), is 400 `connector.social_auth_code_invalid`; a refusal of the
 * client itself (`invalid_client`, `unauthorized_client`…: a wrong secret or setup) is 400
 * `connector.authorization_failed`, so an administrator sees which side to fix.
 */
export async function exchangeCode(exchange: CodeExchange): Promise<TokenAnswer> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code: exchange.code, redirect_uri: exchange.redirectUri });
  if (exchange.codeVerifier) {
    body.set('code_verifier', exchange.codeVerifier);
  }
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (exchange.authMethod === 'client_secret_basic') {
    headers.authorization = basicCredentials(exchange.clientId, exchange.clientSecret);
  } else {
    body.set('client_id', exchange.clientId);
    body.set('client_secret', exchange.clientSecret);
  }
  const response = await fetchFromProvider(exchange.tokenEndpoint, { method: 'POST', headers, body });
  const answer = await readJsonObject(response);
  if (!response.ok || !answer || typeof answer.error === 'string') {
    const error = typeof answer?.error === 'string' ? answer.error : undefined;
    const code = error === undefined || codeRefusals.has(error) ? 'connector.social_auth_code_invalid' : 'connector.authorization_failed';
    throw new RequestError(code, 400, error ? { error } : { status: response.status });
  }
  return answer as TokenAnswer;
}
