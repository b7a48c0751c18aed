import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type CallbackServer = {
  /** `http://127.0.0.1:{port}`, the origin browsers must be allowed to reach. */
  origin: string;
  /** `{origin}/callback`, to register as a redirect URI. */
  redirectUri: string;
  /** Every URL that reached `/callback`, oldest first. */
  received: URL[];
  close: () => Promise<void>;
};

/**
 * A relying party's redirect endpoint on a free loopback port: it records what arrives at
 * `/callback` and answers with a small page, so a browser can finish there.
 */
export async function startCallbackServer(): Promise<CallbackServer> {
  const received: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    if (url.pathname !== '/callback') {
      response.writeHead(404).end();
      return;
    }
    received.push(url);
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Callback</title><h1>Signed in</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    redirectUri: `${origin}/callback`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
