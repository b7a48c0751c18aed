import { ServerResponse, type IncomingMessage } from 'node:http';

const startedAt = Symbol('startedAt');

type TimedResponse = ServerResponse & { [startedAt]: number };

type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

const writeHead = ServerResponse.prototype.writeHead as unknown as WriteHead;

// One function for every response: Node calls `writeHead` itself when a handler only sets headers
// and ends (Koa, oidc-provider), and Hono's adapter calls it with the header record.
function writeHeadWithTiming(this: TimedResponse, ...args: unknown[]) {
  if (!this.headersSent) {
    this.setHeader('Server-Timing', serverTimingValue(performance.now() - this[startedAt]));
  }
  return writeHead.apply(this, args);
}

/** `app;dur=…`: one W3C Server Timing metric, in milliseconds with one decimal. */
export const serverTimingValue = (elapsedMs: number) => `app;dur=${elapsedMs.toFixed(1)}`;

/**
 * Every response says how long the server took with it, from the request's arrival to its
 * headers, in a `Server-Timing` header: what a client measures over the network, less the
 * network and the client. Costs a clock read and a header per response; the handler is unchanged.
 */
export const withServerTiming =
  <H extends (request: IncomingMessage, response: ServerResponse) => void>(handler: H) =>
  ((request: IncomingMessage, response: ServerResponse) => {
    const timed = response as TimedResponse;
    timed[startedAt] = performance.now();
    timed.writeHead = writeHeadWithTiming as TimedResponse['writeHead'];
    handler(request, response);
  }) as H;
