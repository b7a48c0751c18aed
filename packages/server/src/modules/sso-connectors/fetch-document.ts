import { LRUCache } from 'lru-cache';
import { RequestError } from '../../errors/request-error.js';

/** IdP documents (discovery, metadata) are small; more is refused rather than buffered. */
const maxBytes = 1024 * 1024;
const timeoutMs = 10_000;

/**
 * Documents fetched lately, by URL and accepted type: a sign-in reads the IdP's document when it
 * starts and again at the callback, and many sign-ins come in a burst. Only answers that worked
 * are kept, for a minute, so a fixed IdP is seen again soon.
 */
const recent = new LRUCache<string, string>({ max: 500, ttl: 60_000 });

const unreachable = (url: string, reason: string) =>
  new RequestError('connector.invalid_config', 400, { reason }, `${url}: ${reason}`);

/**
 * GETs an identity provider's published document (OIDC discovery, SAML metadata). Failing to
 * reach it, a non-2xx answer or an oversized body is the connector's config being wrong: 400
 * `connector.invalid_config` naming the URL and the reason.
 */
export async function fetchIdpDocument(url: string, accept: string): Promise<string> {
  const key = `${accept}\n${url}`;
  const kept = recent.get(key);
  if (kept !== undefined) {
    return kept;
  }
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept }, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw unreachable(url, `unreachable (${(error as Error).name})`);
  }
  const body = await response.arrayBuffer().catch(() => new ArrayBuffer(0));
  if (!response.ok) {
    throw unreachable(url, `answered ${response.status}`);
  }
  if (body.byteLength > maxBytes) {
    throw unreachable(url, 'document too large');
  }
  const text = Buffer.from(body).toString('utf8');
  recent.set(key, text);
  return text;
}
