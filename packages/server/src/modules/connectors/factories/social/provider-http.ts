import type { JsonObject } from '@tessera/schemas';
import { RequestError } from '../../../../errors/request-error.js';

const timeoutMs = 10_000;

/** How the client proves itself at the token endpoint (RFC 6749 §2.3.1). */
export type TokenEndpointAuthMethod = 'client_secret_basic' | 'client_secret_post';

export type CodeExchange = {
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  authMethod: TokenEndpointAuthMethod;
  code: string;
  redirectUri: string;
  codeVerifier?: string;
};

export type TokenAnswer = { access_token?: string; id_token?: string; token_type?: string } & JsonObject;

const readJson = async (response: Response): Promise<JsonObject | undefined> => {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as JsonObject) : undefined;
  } catch {
    return undefined;
  }
};

const unreachable = (url: string) => new RequestError('connector.general', 400, { reason: 'provider_unreachable', host: new URL(url).host });

/** Redeems an authorization code (RFC 6749 §4.1.3); a refusal is `connector.social_auth_code_invalid`. */
export async function exchangeCode(exchange: CodeExchange): Promise<TokenAnswer> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code: exchange.code, redirect_uri: exchange.redirectUri });
  if (exchange.codeVerifier) {
    body.set('code_verifier', exchange.codeVerifier);
  }
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (exchange.authMethod === 'client_secret_basic') {
    const encode = (value: string) => encodeURIComponent(value);
    headers.authorization = `Basic ${Buffer.from(`${encode(exchange.clientId)}:${encode(exchange.clientSecret)}`).toString('base64')}`;
  } else {
    body.set('client_id', exchange.clientId);
    body.set('client_secret', exchange.clientSecret);
  }
  const response = await fetch(exchange.tokenEndpoint, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  }).catch(() => {
    throw unreachable(exchange.tokenEndpoint);
  });
  const answer = await readJson(response);
  // Some providers (GitHub) answer a refused code with 200 and an `error` field.
  if (!response.ok || !answer || typeof answer.error === 'string') {
    throw new RequestError('connector.social_auth_code_invalid', 400, {
      ...(typeof answer?.error === 'string' ? { error: answer.error } : { status: response.status }),
    });
  }
  return answer as TokenAnswer;
}

/** A profile endpoint's JSON read with the access token; a refused token is `connector.social_invalid_access_token`. */
export async function fetchProfile(url: string, accessToken: string, extraHeaders: Record<string, string> = {}): Promise<JsonObject> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Tessera', ...extraHeaders },
    signal: AbortSignal.timeout(timeoutMs),
  }).catch(() => {
    throw unreachable(url);
  });
  if (response.status === 401 || response.status === 403) {
    throw new RequestError('connector.social_invalid_access_token', 400);
  }
  const body = response.ok ? await readJson(response) : undefined;
  if (!body) {
    throw new RequestError('connector.invalid_response', 400, { status: response.status });
  }
  return body;
}

/** A public JSON document (OpenID discovery). */
export async function fetchJsonDocument(url: string): Promise<JsonObject> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) }).catch(() => {
    throw unreachable(url);
  });
  const body = response.ok ? await readJson(response) : undefined;
  if (!body) {
    throw new RequestError('connector.invalid_config', 400, { reason: 'discovery_failed', status: response.status });
  }
  return body;
}
