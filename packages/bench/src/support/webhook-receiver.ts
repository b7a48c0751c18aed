import http from 'node:http';

export type WebhookSink = {
  url: string;
  /** Deliveries answered so far. */
  count: () => number;
  /** Holds every request unanswered until `release`, so deliveries pile up in the outbox. */
  hold: () => void;
  release: () => void;
  /** Resolves once `total` deliveries arrived; rejects after `timeoutMs`. */
  waitFor: (total: number, timeoutMs: number) => Promise<void>;
  close: () => Promise<void>;
};

/** A local receiver that answers every delivery 204 (at once unless held) and counts them. */
export async function startWebhookSink(): Promise<WebhookSink> {
  let received = 0;
  let held: (() => void)[] | undefined;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = () => {
        received++;
        response.writeHead(204).end();
      };
      if (held) {
        held.push(answer);
      } else {
        answer();
      }
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
    url: `http://127.0.0.1:${port}/hook`,
    count: () => received,
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      waiting.forEach((answer) => answer());
    },
    waitFor: async (total, timeoutMs) => {
      const deadline = performance.now() + timeoutMs;
      while (received < total) {
        if (performance.now() > deadline) {
          throw new Error(`Only ${received} of ${total} webhook deliveries arrived within ${timeoutMs} ms.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
