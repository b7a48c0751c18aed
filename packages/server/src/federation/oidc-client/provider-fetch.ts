import type { JsonObject } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';

/** How long an upstream provider may take to answer one request. */
const timeoutMs = 10_000;
/** Provider answers (discovery, tokens, profiles) are small; more is refused rather than buffered. */
const maxBytes = 1024 * 1024;

/** A provider endpoint that could not be reached at all: the sign-in at the provider failed. */
export const unreachable = (url: string) =>
  new RequestError('connector.authorization_failed', 400, { reason: 'provider_unreachable', host: new URL(url).host });

/** One request to an upstream provider, bounded in time; a network failure is `unreachable`. */
export async function fetchFromProvider(url: string, init: RequestInit, onUnreachable = unreachable): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw onUnreachable(url);
  }
}

/** The answer's body as a JSON object, or undefined when it is none (or too large). */
export async function readJsonObject(response: Response): Promise<JsonObject | undefined> {
  try {
    const body = await response.arrayBuffer();
    if (body.byteLength > maxBytes) {
      return undefined;
    }
    const json: unknown = JSON.parse(Buffer.from(body).toString('utf8'));
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}
