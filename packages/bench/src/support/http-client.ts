import http, { type IncomingHttpHeaders } from 'node:http';

/** One answer, its body read whole as text (the sign-in flow's answers are small). */
export type HttpAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export type HttpRequest = { method?: string; headers?: Record<string, string>; body?: string };

/**
 * Keep-alive connections shared by every simulated browser, as a browser pools its own. Plain
 * node:http: the load generator shares the cores with the server, and `fetch` spent about as much
 * CPU per request as the server did.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP request over the shared pool; redirects are answers, not followed. */
export function send(url: string, { method = 'GET', headers = {}, body }: HttpRequest = {}) {
  return new Promise<HttpAnswer>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The first value of a response header. */
export const headerOf = (answer: HttpAnswer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
};
