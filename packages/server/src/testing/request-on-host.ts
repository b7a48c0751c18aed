import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export type HostAnswer = { status: number; body: string; headers: IncomingHttpHeaders };

/**
 * A GET to the test server as a browser on `host` would send it: `fetch` cannot set `Host`, and
 * host routing (subdomains, custom domains) is decided by it.
 */
export const requestOnHost = (url: string, host: string, headers: Record<string, string> = {}) =>
  new Promise<HostAnswer>((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { host, ...headers } }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body, headers: incoming.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
