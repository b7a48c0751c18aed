import {
  fillPath,
  readTotalNumber,
  requestTimeoutMs,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@tessera/schemas';

import { isErrorBody, RequestError } from './request-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One page of a list and the total across pages (from the `Total-Number` header). */
export interface Page<T> {
  items: T[];
  totalCount: number;
}

/** What a call sends, plus a signal to abort it and headers of its own (a request id for support). */
export type CallInput<E extends Endpoint> = EndpointInput<E> & { signal?: AbortSignal; headers?: Record<string, string> };

/** What an upload sends: the endpoint's path parameters and a multipart form instead of JSON. */
export type FormCallInput<E extends Endpoint> = Omit<CallInput<E>, 'body' | 'query'> & { formData: FormData };

/** What any call sends, whatever the endpoint; the typed calls narrow it. */
interface RequestInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type ItemOf<E extends Endpoint> = EndpointOutput<E> extends readonly (infer Item)[] ? Item : never;
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
  /**
   * Where one path goes, when not every call goes to the same place: the base URL and the token
   * for it (a cloud tenant's own API, spec 000 §6). Falls back to `baseUrl` and `getAccessToken`.
   */
  routeFor?: (path: string) => { baseUrl: string; getAccessToken: () => Promise<string | undefined> } | undefined;
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

  /** Sends one request; answers the parsed body and the answer's headers. */
  const send = async <T>(path: string, init: RequestOptions = {}): Promise<{ data: T; headers: Headers }> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLanguage(),
      ...init.headers,
    };
    const route = options.routeFor?.(path);
    const token = await (route ? route.getAccessToken() : options.getAccessToken?.());
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
      response = await doFetch(buildUrl(route?.baseUrl ?? baseUrl, path, init.searchParams), {
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
    const text = response.status === 204 ? '' : await response.text();
    return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  };

  const request = async <T>(path: string, init: RequestOptions = {}): Promise<T> => (await send<T>(path, init)).data;

  // Loosely typed on purpose: `call`, `callPage` and `callForm` type the input by the contract.
  const toRequest = (endpoint: Endpoint, input: RequestInput) => ({
    path: `api${fillPath(endpoint.path, input.params as Record<string, string> | undefined)}`,
    init: {
      method: endpoint.method.toUpperCase() as HttpMethod,
      json: input.body,
      searchParams: input.query as SearchParams | undefined,
      headers: input.headers,
      signal: input.signal,
    },
  });

  /** Calls an endpoint of the contracts: its path, method, params, query and body are typed by it. */
  const call = async <E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<EndpointOutput<E>> => {
    const { path, init } = toRequest(endpoint, input);
    return request<EndpointOutput<E>>(path, init);
  };

  /**
   * Calls a paged list endpoint: the items and the `Total-Number` header; a missing header fails
   * with `MissingTotalNumberError`.
   */
  const callPage = async <E extends Endpoint & { paged: true }>(
    endpoint: E,
    input: CallInput<E>,
  ): Promise<Page<ItemOf<E>>> => {
    const { path, init } = toRequest(endpoint, input);
    const { data, headers } = await send<ItemOf<E>[]>(path, init);
    return { items: data, totalCount: readTotalNumber(headers) };
  };

  /**
   * Sends a multipart form (an upload) to an endpoint of the contracts. The contracts declare
   * JSON bodies only, so which endpoints take a form is not in their types: this is the one call
   * that trusts its caller for the body (the asset uploads take one `file` field). The path,
   * params and answer are still the contract's, and an endpoint with a JSON body is refused.
   */
  const callForm = async <E extends Endpoint & { body?: undefined }>(
    endpoint: E,
    { formData, ...input }: FormCallInput<E>,
  ): Promise<EndpointOutput<E>> => {
    const { path, init } = toRequest(endpoint, input);
    return request<EndpointOutput<E>>(path, { ...init, formData });
  };

  // Only contract calls: a path string and a cast cannot drift from the server unnoticed.
  return { call, callPage, callForm };
};

export type ApiClient = ReturnType<typeof createApiClient>;
