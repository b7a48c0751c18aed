import { vi } from 'vitest';

import { signInExperienceFixture } from './fixtures';

type Reply = { status?: number; body: unknown };
/** Keyed by `METHOD path`, e.g. `POST /api/experience/sign-in`. */
export type MockRoutes = Record<string, Reply | (() => Reply)>;

export type RecordedCall = {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
};

/**
 * What every page loads first, for any tenant prefix: the tenant's sign-in experience and its
 * phrases (empty: the built-in ones read). Tests override them by full path.
 */
const defaultRoute = (method: string, path: string): Reply | undefined => {
  if (method !== 'GET') {
    return undefined;
  }
  if (path.endsWith('/api/.well-known/sign-in-exp')) {
    return { body: signInExperienceFixture() };
  }
  if (path.endsWith('/api/.well-known/phrases')) {
    return { body: {} };
  }
  return undefined;
};

/**
 * Replaces fetch with canned JSON answers and records every call. A route matches `METHOD url`
 * with its query, or else `METHOD path` without it.
 */
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
    const path = url.split('?')[0] ?? url;
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${path}`];
    const reply = (typeof route === 'function' ? route() : route) ?? defaultRoute(method, path);
    const { status = 200, body } = reply ?? {
      status: 404,
      body: { code: 'test.unmocked_route', message: `${method} ${url} is not mocked` },
    };
    if (status === 204) {
      return new Response(null, { status });
    }
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
    /** Every call that could change state. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
};

export const errorReply = (status: number, code: string, message: string, data?: unknown) => ({
  status,
  body: { code, message, ...(data === undefined ? {} : { data }) },
});

/** The Experience API steps that answer 204, all succeeding; tests override the one they test. */
export const flowRoutes = (prefix = '/api'): MockRoutes => ({
  [`PUT ${prefix}/experience`]: { status: 204, body: null },
  [`POST ${prefix}/experience/identification`]: { status: 204, body: null },
  [`POST ${prefix}/experience/profile`]: { status: 204, body: null },
  [`PUT ${prefix}/experience/profile/password`]: { status: 204, body: null },
  [`POST ${prefix}/experience/submit`]: { body: { redirectTo: '/oidc/auth/uid-1' } },
});
