import http from 'node:http';

export type ReceivedRequest = {
  method: string;
  /** Path and query, as the request line gave them. */
  url: string;
  /** Header names in lowercase. */
  headers: http.IncomingHttpHeaders;
  /** The raw body, byte for byte, for signature checks. */
  body: string;
};

export type HttpReceiver = {
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  url: string;
  requests: ReceivedRequest[];
  /** The next request not yet taken: resolves when it arrives, at once when it already has. */
  nextRequest: () => Promise<ReceivedRequest>;
  /** The status every later request is answered with (default 200). */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
};

/**
 * A real HTTP server on a free local port that records every request, for tests of what
 * Tessera sends to outside services (message APIs, webhooks).
 */
export async function startHttpReceiver(): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  const waiters: ((request: ReceivedRequest) => void)[] = [];
  let taken = 0;
  let status = 200;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const waiter = waiters.shift();
      if (waiter) {
        taken++;
        waiter(received);
      }
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    nextRequest: () => {
      const arrived = requests[taken];
      if (arrived && waiters.length === 0) {
        taken++;
        return Promise.resolve(arrived);
      }
      return new Promise((resolve) => waiters.push(resolve));
    },
    answerWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
