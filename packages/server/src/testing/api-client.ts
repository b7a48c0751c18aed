import type { TestServer } from './test-server.js';
import { createManagementToken } from './management-token.js';

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A Management API caller for tests: JSON in and out, bearer token attached. */
export type ApiClient = {
  request: <T = unknown>(method: Method, path: string, body?: unknown) => Promise<ApiResponse<T>>;
  get: <T = unknown>(path: string) => Promise<ApiResponse<T>>;
  post: <T = unknown>(path: string, body?: unknown) => Promise<ApiResponse<T>>;
  patch: <T = unknown>(path: string, body?: unknown) => Promise<ApiResponse<T>>;
  put: <T = unknown>(path: string, body?: unknown) => Promise<ApiResponse<T>>;
  delete: <T = unknown>(path: string) => Promise<ApiResponse<T>>;
};

/** Calls `{baseUrl}/api{path}`; `baseUrl` may carry a tenant prefix such as `/t/other`. */
export function createApiClient(baseUrl: string, token: string): ApiClient {
  const request = async <T>(method: Method, path: string, body?: unknown): Promise<ApiResponse<T>> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  };
  return {
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    patch: (path, body) => request('PATCH', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path) => request('DELETE', path),
  };
}

/** A Management API client for the server's default tenant, with a fresh token. */
export async function createManagementApiClient(server: TestServer): Promise<ApiClient> {
  return createApiClient(server.url, await createManagementToken(server));
}
