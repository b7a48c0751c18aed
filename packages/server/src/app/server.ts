import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NodeHandler } from './dispatcher.js';

export type RunningServer = {
  server: http.Server;
  port: number;
  /** Stops accepting connections and resolves when in-flight requests have finished. */
  close: (timeoutMs: number) => Promise<void>;
};

export async function listen(options: {
  handler: NodeHandler;
  port: number;
  host: string;
}): Promise<RunningServer> {
  const server = http.createServer(options.handler);
  // Idle keep-alive connections outlive those of clients and load balancers (which commonly idle
  // out after 60 s): a client then never reuses a socket the server is closing at that instant,
  // which it would see as a reset request.
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const close = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        resolve();
      });
      server.closeIdleConnections();
    });

  return { server, port: (server.address() as AddressInfo).port, close };
}
