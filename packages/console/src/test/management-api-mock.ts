import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Sent as the `Total-Number` header. */
  total?: number;
}

type Route = MockAnswer | ((request: MockRequest) => MockAnswer);

/**
 * A cloud tenant's own API (`/t/{tenantId}/api/…`, where a cloud tenant page's calls go) read as
 * the Management API path it serves, so page tests name endpoints alone; the cloud API of the
 * admin tenant keeps its prefix. `api/tenant-route.test.tsx` checks where calls really go.
 */
const managementPathOf = (pathname: string) => pathname.replace(/^\/t\/(?!admin\/)[0-9a-z-]+(?=\/api\/)/, '');

/**
 * Answers `window.fetch` from a table of `'METHOD /api/path'` routes (paths without the query)
 * and records every request. Unknown routes answer 404 with an error body.
 */
export const mockManagementApi = (routes: Record<string, Route>) => {
  const requests: MockRequest[] = [];
  const fetch = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`] ?? routes[`${method} ${managementPathOf(url.pathname)}`];
    const answer: MockAnswer =
      typeof route === 'function'
        ? route(request)
        : (route ?? { status: 404, body: { message: 'Not found.', code: 'entity.not_exists_with_id' } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: {
        'Content-Type': 'application/json',
        ...(answer.total === undefined ? {} : { 'Total-Number': String(answer.total) }),
      },
    });
  });

  return {
    fetch,
    requests,
    /** Requests to one route, e.g. `requestsTo('POST', '/api/applications')`. */
    requestsTo: (method: string, pathname: string) =>
      requests.filter(
        (request) =>
          request.method === method &&
          (request.url.pathname === pathname || managementPathOf(request.url.pathname) === pathname),
      ),
  };
};
