import { z } from 'zod';
import { isPrivateAddressError, type OutboundFetch } from '../../../http/outbound-fetch.js';

/** What one run of a script may fetch: how many calls, and how much each may send and read. */
export const scriptFetchLimits = {
  fetchesPerRun: 5,
  requestBodyBytes: 64 * 1024,
  responseBodyBytes: 256 * 1024,
  headers: 32,
  redirects: 3,
} as const;

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const headerNamePattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Headers that describe the connection or the message framing are the host's to set.
const hostHeaders = new Set([
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The request as the sandbox's `fetch` writes it (harness.ts), JSON text parsed on this side. */
const scriptRequestGuard = z.object({
  url: z.string().max(4096),
  method: z.enum(methods),
  headers: z.record(z.string().max(256), z.string().max(8192)),
  body: z.string().optional(),
});
type ScriptRequest = z.infer<typeof scriptRequestGuard>;

/**
 * The answer handed back into the engine as JSON text: the response (its body as text) or the
 * reason the call failed, which the sandbox's `fetch` turns into a rejection.
 */
export type ScriptFetchAnswer =
  | { ok: true; url: string; status: number; headers: Record<string, string>; body: string }
  | { ok: false; message: string };

const refused = (message: string): ScriptFetchAnswer => ({ ok: false, message: `fetch refused: ${message}` });
const failed = (message: string): ScriptFetchAnswer => ({ ok: false, message: `fetch failed: ${message}` });

const checkRequest = (request: ScriptRequest): string | undefined => {
  const names = Object.keys(request.headers);
  if (names.length > scriptFetchLimits.headers) {
    return `at most ${scriptFetchLimits.headers} headers`;
  }
  const badName = names.find((name) => !headerNamePattern.test(name) || hostHeaders.has(name.toLowerCase()));
  if (badName !== undefined) {
    return `the header ${JSON.stringify(badName)} cannot be set`;
  }
  if (Object.values(request.headers).some((value) => /[\r\n\0]/.test(value))) {
    return 'a header value holds a line break';
  }
  if (request.body !== undefined) {
    if (request.method === 'GET' || request.method === 'HEAD') {
      return `a ${request.method} request has no body`;
    }
    if (Buffer.byteLength(request.body) > scriptFetchLimits.requestBodyBytes) {
      return `the body weighs more than ${scriptFetchLimits.requestBodyBytes} bytes`;
    }
  }
  return undefined;
};

const readCapped = async (response: Response): Promise<Uint8Array | undefined> => {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > scriptFetchLimits.responseBodyBytes) {
    await response.body?.cancel();
    return undefined;
  }
  const reader = response.body?.getReader();
  if (!reader) {
    return new Uint8Array();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      return Buffer.concat(chunks, total);
    }
    total += value.byteLength;
    if (total > scriptFetchLimits.responseBodyBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
};

let hostFetchWarm: Promise<unknown> | undefined;

/**
 * Loads and runs the host's HTTP client once per process, when the first script that may fetch
 * is loaded: its first use costs a few hundred milliseconds, which would otherwise land inside
 * that script's first run and its wall cap.
 */
export function warmUpHostFetch() {
  hostFetchWarm ??= fetch('data:application/json,{}')
    .then((response) => response.json())
    .catch(() => undefined);
  return hostFetchWarm;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * The host side of a script's `fetch` for one run. A URL whose origin is not on the
 * administrator's list is refused before anything connects; a redirect is followed only within
 * the origin it came from; the body read is capped; every call ends when `signal` aborts (the run
 * is over) or when `wallLeftMs` runs out. Every hop goes through `outbound`, which refuses private
 * networks when they are denied. The answer never rejects: failures are answers too.
 */
export function createScriptFetcher(options: {
  allowedOrigins: ReadonlySet<string>;
  outbound: OutboundFetch;
  signal: AbortSignal;
  wallLeftMs: () => number;
}) {
  let calls = 0;
  const send = async (request: ScriptRequest): Promise<ScriptFetchAnswer> => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return refused('the URL is not absolute');
    }
    if (!options.allowedOrigins.has(url.origin)) {
      return refused(`${url.origin} is not an allowed origin`);
    }
    const origin = url.origin;
    let { method, body } = request;
    const signal = AbortSignal.any([options.signal, AbortSignal.timeout(Math.max(1, Math.ceil(options.wallLeftMs())))]);
    try {
      for (let redirects = 0; ; redirects += 1) {
        const response = await options.outbound(url, { method, headers: request.headers, body, signal });
        const location = response.headers.get('location');
        if (redirectStatuses.has(response.status) && location !== null) {
          await response.body?.cancel();
          const next = new URL(location, url);
          if (next.origin !== origin) {
            return refused(`a redirect from ${origin} to ${next.origin} leaves the origin`);
          }
          if (redirects >= scriptFetchLimits.redirects) {
            return refused(`more than ${scriptFetchLimits.redirects} redirects`);
          }
          if (response.status === 303 || (response.status !== 307 && response.status !== 308 && method === 'POST')) {
            method = method === 'HEAD' ? 'HEAD' : 'GET';
            body = undefined;
          }
          url = next;
          continue;
        }
        const bytes = await readCapped(response);
        if (!bytes) {
          return refused(`the response of ${origin} weighs more than ${scriptFetchLimits.responseBodyBytes} bytes`);
        }
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') {
            headers[name] = value;
          }
        });
        return { ok: true, url: url.href, status: response.status, headers, body: new TextDecoder().decode(bytes) };
      }
    } catch (error) {
      if (isPrivateAddressError(error)) {
        return refused(error.message);
      }
      if (signal.aborted) {
        return failed(`${origin} did not answer in time`);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : undefined;
      return failed(`${origin} could not be reached${code ? ` (${code})` : ''}`);
    }
  };

  /** One call of the script's `fetch`, from the JSON text of its request to that of the answer. */
  return async (requestText: string): Promise<string> => {
    calls += 1;
    if (calls > scriptFetchLimits.fetchesPerRun) {
      return JSON.stringify(refused(`at most ${scriptFetchLimits.fetchesPerRun} fetches per run`));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(requestText);
    } catch {
      return JSON.stringify(refused('the request is not readable'));
    }
    const request = scriptRequestGuard.safeParse(parsed);
    if (!request.success) {
      return JSON.stringify(refused('the method, headers or body are not supported'));
    }
    const problem = checkRequest(request.data);
    if (problem) {
      return JSON.stringify(refused(problem));
    }
    try {
      return JSON.stringify(await send(request.data));
    } catch {
      return JSON.stringify(failed('the request could not be sent'));
    }
  };
}
