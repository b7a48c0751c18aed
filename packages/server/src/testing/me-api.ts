import type { TestServer } from './test-server.js';

export type ErrorBody = { code: string; message: string; data?: Record<string, unknown> };

/** Calls `/api{path}` of the test server with a bearer token and an optional JSON body. */
export const callApi = (
  server: TestServer,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
) =>
  fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export const errorCodeOf = async (response: Response) => ((await response.json()) as ErrorBody).code;
