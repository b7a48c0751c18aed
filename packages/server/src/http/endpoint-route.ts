import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Endpoint } from '@tessera/schemas';
import type { z } from 'zod';
import { inputGuard } from './input-guard.js';
import { json } from './contract-parts.js';
import { totalNumberHeader } from './pagination.js';

type JsonContent<S extends z.ZodType> = { content: { 'application/json': { schema: S } } };

/** An endpoint without any input (a health check) still has a request object, an empty one. */
type NoInput = Record<never, never>;

type RequestOf<E extends Endpoint> = (E['params'] extends z.ZodObject ? { params: E['params'] } : NoInput) &
  (E['query'] extends z.ZodObject ? { query: E['query'] } : NoInput) &
  (E['body'] extends z.ZodType ? { body: { required: true } & JsonContent<E['body']> } : NoInput);

type SuccessStatus<E extends Endpoint> =
  | (E['status'] extends 201 ? 201 : E['response'] extends z.ZodType ? 200 : 204)
  | (E['returnsCreated'] extends string ? 201 : never);

type ResponsesOf<E extends Endpoint> = {
  [S in SuccessStatus<E>]: E['response'] extends z.ZodType
    ? { description: string } & JsonContent<E['response']>
    : { description: string };
};

/** The route of an endpoint, typed so handlers read its inputs and answer its response. */
export type EndpointRoute<E extends Endpoint> = Omit<RouteConfig, 'method' | 'path' | 'request' | 'responses' | 'middleware'> & {
  method: E['method'];
  path: E['path'];
  request: RequestOf<E>;
  responses: ResponsesOf<E>;
  /** Runs before the validators: storable text, strict bodies and a specific 415 (see `input-guard.ts`). */
  middleware?: ReturnType<typeof inputGuard>;
};

export type RouteOptions = {
  /** OpenAPI tags of the area. */
  tags: string[];
  /** OpenAPI security requirement; Management API areas declare the bearer token. */
  security?: RouteConfig['security'];
};

const defaultReturns = { 200: 'OK.', 201: 'Created.', 204: 'No content.' } as const;

/**
 * Turns a contract from `@tessera/schemas` into a route: the same params, query, body and response
 * schemas validate the request, shape the answer and document both. A body field the contract does
 * not declare, and text PostgreSQL cannot store anywhere in the input, are refused with 400
 * `guard.invalid_input` naming the field.
 */
export function endpointRoute<const E extends Endpoint>(endpoint: E, options: RouteOptions): EndpointRoute<E> {
  const status = endpoint.status ?? (endpoint.response ? 200 : 204);
  const failures = Object.entries(endpoint.failures ?? {}).map(([code, description]) => [code, { description }]);
  const route = createRoute({
    method: endpoint.method,
    path: endpoint.path,
    tags: options.tags,
    summary: endpoint.summary,
    description: endpoint.description,
    security: options.security,
    middleware: inputGuard({ schema: endpoint.body, accepts: ['application/json'] }),
    request: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { query: endpoint.query }),
      ...(endpoint.body && { body: { required: true, content: json(endpoint.body) } }),
    },
    responses: {
      [status]: {
        description: endpoint.returns ?? defaultReturns[status],
        ...(endpoint.response && { content: json(endpoint.response) }),
        ...(endpoint.paged && { headers: totalNumberHeader }),
      },
      ...(endpoint.returnsCreated && {
        201: { description: endpoint.returnsCreated, ...(endpoint.response && { content: json(endpoint.response) }) },
      }),
      ...Object.fromEntries(failures),
    },
  });
  return route as unknown as EndpointRoute<E>;
}

/** One area's route maker: `const route = routesOf({ tags: ['Roles'], security })`. */
export const routesOf =
  (options: RouteOptions) =>
  <const E extends Endpoint>(endpoint: E) =>
    endpointRoute(endpoint, options);
