import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Failure statuses an endpoint documents; the body is always the error body. */
type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * One API operation, declared once: the server's route implements it (and documents it in
 * OpenAPI), and the console and sign-in app call it through a client typed by it. Renaming a
 * field here fails the typecheck of every side that uses it.
 */
export type Endpoint = {
  method: HttpMethod;
  /** Path below `/api`, with OpenAPI-style parameters: `/roles/{id}`. */
  path: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer's body; an endpoint without one answers 204 No Content. */
  response?: z.ZodType;
  /** What the success answer is, for the OpenAPI document. */
  returns?: string;
  /** 201 for endpoints that answer "created"; otherwise 200 with a body, 204 without. */
  status?: 201;
  /**
   * Upserts (`PUT` that creates or updates): the endpoint answers 200 when it updated and 201,
   * with the same body, when it created; this says what the 201 answer is.
   */
  returnsCreated?: string;
  /** A list page: `page` and `page_size` in the query, the `Total-Number` header in the answer. */
  paged?: true;
  /** Documented failures, by status. */
  failures?: { [S in FailureStatus]?: string };
};

/** Keeps an endpoint's literal types (method, path, schemas) for the typed server and clients. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** What a client sends to call an endpoint: path parameters, query and body, each as declared. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodObject
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodObject ? { query?: QueryInput<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** Query values travel as text; a client may hand numbers and booleans, which it writes out. */
type QueryInput<Q extends z.ZodObject> = {
  [K in keyof z.input<Q>]?: z.input<Q>[K] | number | boolean;
};

/** The success answer's body as the client receives it. */
export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;

/** The endpoint's path with its parameters filled in, e.g. `/roles/r1`. */
export const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
