import http from 'node:http';

export type HookReceiverRequest = { headers: http.IncomingHttpHeaders; body: string };

/** How the receiver answers one request: a status, after an optional delay. */
export type HookAnswer = { status: number; delayMs?: number };

export type HookReceiver = {
  url: string;
  requests: HookReceiverRequest[];
  /** Answers for the next requests, in order; once used up, 200 at once. */
  answer: (...answers: HookAnswer[]) => void;
  /** Resolves once `count` requests arrived in all. */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/** A real local HTTP server standing in for a webhook receiver: records bodies byte for byte. */
export async function startHookReceiver(): Promise<HookReceiver> {
  const requests: HookReceiverRequest[] = [];
  const planned: HookAnswer[] = [];
  let notify = () => {};
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      notify();
      const { status, delayMs = 0 } = planned.shift() ?? { status: 200 };
      setTimeout(() => {
        if (!response.destroyed) {
          response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`);
        }
      }, delayMs);
    });
  });
  server.keepAliveTimeout = 100;
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    answer: (...answers) => planned.push(...answers),
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Expected ${count} webhook requests, got ${requests.length}`)),
          timeoutMs,
        );
        const check = () => {
          if (requests.length >= count) {
            clearTimeout(timer);
            notify = () => {};
            resolve();
          }
        };
        notify = check;
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
