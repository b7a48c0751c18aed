import { vi } from 'vitest';

type Reply = { status?: number; body: unknown };
/** Keyed by `METHOD path`, e.g. `POST /api/experience/sign-in`. */
export type MockRoutes = Record<string, Reply | (() => Reply)>;

export type RecordedCall = {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
};

/** Replaces fetch with canned JSON answers and records every call. */
export const mockApi = (routes: MockRoutes) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = input instanceof Request ? input.url : String(input);
    calls.push({
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    });
    const route = routes[`${method} ${url}`];
    const reply = typeof route === 'function' ? route() : route;
    const { status = 200, body } = reply ?? {
      status: 404,
      body: { code: 'test.unmocked_route', message: `${method} ${url} is not mocked` },
    };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls other than the page's initial GETs. */
    posts: () => calls.filter((call) => call.method === 'POST'),
  };
};

export const errorReply = (status: number, code: string, message: string, data?: unknown) => ({
  status,
  body: { code, message, ...(data === undefined ? {} : { data }) },
});
