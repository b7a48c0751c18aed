import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPublicAddress } from './outbound-address.js';

/**
 * `OUTBOUND_PRIVATE_NETWORK`: whether requests whose URL a tenant administrator chose (webhooks,
 * script fetch, HTTP message services) may reach loopback, private and link-local addresses.
 */
export type OutboundPrivateNetwork = 'deny' | 'allow';

export type OutboundInit = {
  method: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
};

/**
 * A request to a URL a tenant administrator chose. Redirects are never followed: a caller that
 * follows them sends each hop through this function again, so each hop is checked.
 */
export type OutboundFetch = (url: string | URL, init: OutboundInit) => Promise<Response>;

/** The host resolves only to addresses the server may not reach. Names the host, nothing else. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(host: string) {
    super(`${host} is on a private network`);
  }
}

export const isPrivateAddressError = (error: unknown): error is PrivateAddressError =>
  error instanceof PrivateAddressError;

// Called by the socket for every connection, with the addresses of that moment: a name that
// resolves again to another address (DNS rebinding) is checked again.
const lookupOnly =
  (isAllowed: (address: string) => boolean): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const usable = addresses.filter(({ address }) => isAllowed(address));
      const [first] = usable;
      if (!first) {
        callback(new PrivateAddressError(hostname), '', 0);
      } else if (options.all) {
        (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(
          null,
          usable,
        );
      } else {
        callback(null, first.address, first.family);
      }
    });
  };

const nullBodyStatuses = new Set([101, 204, 205, 304]);

const decoderOf = (encoding: string | undefined) => {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
};

// As fetch does, the body is handed over decoded; an error or abort on the way ends the decoder too.
const decoded = (response: http.IncomingMessage): Readable => {
  const decoder = decoderOf(response.headers['content-encoding']);
  return decoder ? pipeline(response, decoder, () => undefined) : response;
};

/**
 * The same request as `fetch` makes, over a socket that connects only to addresses `isAllowed`
 * accepts: an address in the URL is checked before connecting, a name when it is resolved for
 * the connection. Exported for tests, which allow their local servers.
 */
export const createAddressCheckedFetch = (
  isAllowed: (address: string) => boolean,
): OutboundFetch => {
  const lookup = lookupOnly(isAllowed);
  // Agents of their own: a kept-alive socket is reused only for requests that checked it, never
  // one another part of the process opened to the same host without the check.
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  return (url, { method, headers, body, signal }) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        reject(new TypeError(`${target.protocol} URLs are not fetched`));
        return;
      }
      const address = target.hostname.replace(/^\[|\]$/g, '');
      if (isIP(address) !== 0 && !isAllowed(address)) {
        reject(new PrivateAddressError(target.hostname));
        return;
      }
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const [client, agent] = target.protocol === 'https:' ? [https, agents.https] : [http, agents.http];
      let answer: http.IncomingMessage | undefined;
      const abort = () => {
        // As fetch does: the call, or the body read after it, fails with the signal's reason.
        request.destroy();
        answer?.destroy(signal?.reason as Error);
        reject(signal?.reason);
      };
      const request = client.request(target, { method, headers, lookup, agent }, (response) => {
        answer = response;
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 599) {
          response.destroy();
          reject(new Error(`${target.host} answered with status ${status}`));
          return;
        }
        // A header or status text that Node's parser lets through but the Response type refuses
        // fails this request, never the process.
        try {
          const responseHeaders = new Headers();
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            responseHeaders.append(
              response.rawHeaders[index] ?? '',
              response.rawHeaders[index + 1] ?? '',
            );
          }
          const noBody = nullBodyStatuses.has(status) || method === 'HEAD';
          const stream = noBody
            ? null
            : (Readable.toWeb(decoded(response)) as ReadableStream<Uint8Array>);
          const answered = new Response(stream, {
            status,
            statusText: response.statusMessage,
            headers: responseHeaders,
          });
          if (noBody) {
            response.resume();
          }
          response.once('close', () => signal?.removeEventListener('abort', abort));
          resolve(answered);
        } catch (error) {
          response.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      signal?.addEventListener('abort', abort, { once: true });
      request.on('error', (error) => {
        signal?.removeEventListener('abort', abort);
        reject(error);
      });
      request.end(body);
    });
};

const publicOnlyFetch = createAddressCheckedFetch(isPublicAddress);

const anyAddressFetch: OutboundFetch = (url, { method, headers, body, signal }) =>
  fetch(url, { method, headers, body, signal, redirect: 'manual' });

/** The client for administrator-chosen URLs under the `OUTBOUND_PRIVATE_NETWORK` setting. */
export const createOutboundFetch = (privateNetwork: OutboundPrivateNetwork): OutboundFetch =>
  privateNetwork === 'deny' ? publicOnlyFetch : anyAddressFetch;
