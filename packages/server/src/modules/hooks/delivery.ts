import { createHmac } from 'node:crypto';
import { hookSignatureHeader } from '@tessera/schemas';
import type { OutboundFetch } from '../../http/outbound-fetch.js';

/** Response bodies are kept to this many characters in the audit log and test results. */
const bodyExcerptLength = 1024;

/** Hex HMAC-SHA256 of the raw body, keyed by the hook's signing key. */
export const signPayload = (signingKey: string, body: string) =>
  createHmac('sha256', signingKey).update(body).digest('hex');

export type HookRequest = {
  url: string;
  /** The hook's custom headers: they may replace `user-agent` and `content-type`, never the signature. */
  headers?: Record<string, string>;
  payload: Record<string, unknown>;
  signingKey: string;
  timeoutMs: number;
};

export type HookAttempt = {
  ok: boolean;
  durationMs: number;
  response?: { statusCode: number; body: string };
  /** Why no answer came. */
  error?: string;
};

/**
 * Posts one signed payload through `outbound` (which refuses private networks when they are
 * denied) and reports what happened; never throws.
 */
export async function sendHookRequest(request: HookRequest, outbound: OutboundFetch): Promise<HookAttempt> {
  const body = JSON.stringify(request.payload);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await outbound(request.url, {
      method: 'POST',
      headers: {
        'user-agent': 'Tessera (webhook)',
        'content-type': 'application/json',
        ...Object.fromEntries(
          Object.entries(request.headers ?? {}).filter(([name]) => name.toLowerCase() !== hookSignatureHeader),
        ),
        [hookSignatureHeader]: signPayload(request.signingKey, body),
      },
      body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = (await response.text()).slice(0, bodyExcerptLength);
    return {
      ok: response.status >= 200 && response.status < 300,
      durationMs: elapsed(),
      response: { statusCode: response.status, body: text },
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      ok: false,
      durationMs: elapsed(),
      error: timedOut ? `No answer within ${request.timeoutMs} ms` : error instanceof Error ? error.message : String(error),
    };
  }
}
