import http from 'node:http';
import type { RequestBody, RequestCase } from './request-case.js';

/** What one request answered: a status, or `timeout` when it took longer than allowed. */
export type Answer = { status: number | 'timeout' | 'closed'; code?: string; text: string };

export type SendOptions = { baseUrl: string; token?: string; timeoutMs: number };

const requestBodyOf = async (
  body: RequestBody | undefined,
): Promise<{ headers: Record<string, string>; bytes?: Buffer }> => {
  if (!body) {
    return { headers: {} };
  }
  if ('form' in body) {
    const form = new FormData();
    for (const [key, value] of body.form) {
      form.append(key, value);
    }
    const encoded = new Response(form);
    return {
      headers: { 'Content-Type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
      bytes: Buffer.from(await encoded.arrayBuffer()),
    };
  }
  return { headers: { 'Content-Type': body.contentType }, bytes: Buffer.from(body.text) };
};

/**
 * Sends one request to `{baseUrl}/api{url}`, the path sent as written (invalid percent escapes
 * included); a request that hangs is cut after `timeoutMs`. A server may answer and close the
 * connection before it has read all of a large body (a 413); the answer still counts.
 */
export async function sendRequest(
  options: SendOptions,
  request: Pick<RequestCase, 'method' | 'url' | 'body' | 'secured'>,
): Promise<Answer> {
  const { headers, bytes } = await requestBodyOf(request.body);
  const base = new URL(options.baseUrl);
  const answered = await new Promise<{ status: number; text: string } | 'timeout' | Error>(
    (resolve) => {
      let responded = false;
      const outgoing = http.request(
        {
          // A connection of its own: a server closes one after refusing a body it did not read.
          agent: false,
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: `${base.pathname.replace(/\/$/, '')}/api${request.url}`,
          headers: {
            ...headers,
            ...(bytes && { 'Content-Length': String(bytes.length) }),
            ...(request.secured && options.token
              ? { Authorization: `Bearer ${options.token}` }
              : {}),
          },
        },
        (response) => {
          responded = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', resolve);
        },
      );
      outgoing.setTimeout(options.timeoutMs, () => {
        outgoing.destroy();
        resolve('timeout');
      });
      outgoing.on('error', (error) => {
        if (!responded) {
          resolve(error);
        }
      });
      outgoing.end(bytes);
    },
  );
  if (answered === 'timeout') {
    return { status: 'timeout', text: '' };
  }
  if (answered instanceof Error) {
    return { status: 'closed', text: answered.message };
  }
  let code: string | undefined;
  try {
    const parsed = JSON.parse(answered.text) as { code?: unknown };
    code = typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    code = undefined;
  }
  return { ...answered, code };
}

/** Why an answer breaks the rule for its request, or `undefined` when it keeps it. */
export function problemOf(
  request: Pick<RequestCase, 'expectation'>,
  answer: Answer,
): string | undefined {
  if (answer.status === 'timeout') {
    return 'no answer in time';
  }
  if (answer.status === 'closed') {
    return `no answer: ${answer.text}`;
  }
  if (answer.status >= 500) {
    return `answered ${answer.status}`;
  }
  if (request.expectation === 'refused' && (answer.status < 400 || answer.status >= 500)) {
    return `accepted with ${answer.status}`;
  }
  if (answer.status >= 400 && !answer.code) {
    return `answered ${answer.status} without a code`;
  }
  return undefined;
}

/** Runs `task` over `items` with at most `limit` at a time, keeping their order in the result. */
export async function mapWithLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `{ "400": 12, "404": 3 }` as `400×12 404×3`. */
export const formatCounts = (counts: Map<string, number>) =>
  [...counts.entries()]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([key, count]) => `${key}×${count}`)
    .join(' ');
