import { requestTimeoutMs } from '@tessera/schemas';

import { isErrorBody, RequestError } from './request-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type SearchParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart form data (uploads); the browser sets the boundary. */
  formData?: FormData;
  searchParams?: SearchParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Prefix for relative paths; the console is served on the API's origin. */
  baseUrl?: string;
  getLanguage: () => string;
  /** Supplies the bearer token once sign-in exists; no header while it returns undefined. */
  getAccessToken?: () => Promise<string | undefined>;
  /** Sees every failure before it is thrown (used to show toasts). */
  onError?: (error: RequestError) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const buildUrl = (baseUrl: string, path: string, searchParams?: SearchParams) => {
  const url = new URL(path.replace(/^\//, ''), new URL(baseUrl, window.location.origin));
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (value !== undefined) {
      url.searchParams.set(key, String(value));
    }
  }
  return url;
};

const readErrorBody = async (response: Response) => {
  try {
    const body: unknown = await response.json();
    return isErrorBody(body) ? body : undefined;
  } catch {
    return undefined;
  }
};

/** A small JSON client: Accept-Language on every call, a 20 s timeout, typed RequestErrors. */
export const createApiClient = (options: ApiClientOptions) => {
  const { baseUrl = '/', timeoutMs = requestTimeoutMs, onError } = options;
  const doFetch = options.fetch ?? ((input, init) => window.fetch(input, init));

  const fail = (error: RequestError): never => {
    onError?.(error);
    throw error;
  };

  const request = async <T>(path: string, init: RequestOptions = {}): Promise<T> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLanguage(),
      ...init.headers,
    };
    const token = await options.getAccessToken?.();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, init.searchParams), {
        method: init.method ?? 'GET',
        headers,
        body: init.formData ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
        signal,
      });
    } catch (error) {
      // A caller's own abort is not a failure worth reporting.
      if (init.signal?.aborted) {
        throw error;
      }
      return fail(new RequestError(0, undefined, timeout.aborted ? 'timeout' : 'network'));
    }

    if (!response.ok) {
      return fail(new RequestError(response.status, await readErrorBody(response)));
    }
    if (response.status === 204) {
      return undefined as T;
    }
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };

  const withMethod =
    (method: HttpMethod) =>
    <T>(path: string, init: Omit<RequestOptions, 'method'> = {}) =>
      request<T>(path, { ...init, method });

  return {
    request,
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    patch: withMethod('PATCH'),
    delete: withMethod('DELETE'),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
