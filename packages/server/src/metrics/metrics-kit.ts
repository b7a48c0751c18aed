import type { IncomingMessage, ServerResponse } from 'node:http';

/** How a password sign-in ended, as counted. */
export type SignInResult = 'success' | 'wrong_password' | 'locked' | 'rate_limited' | 'suspended' | 'error';

/**
 * What the server counts for Prometheus. Off by default: then every call is a no-op, and
 * `instrument` hands the request handler back unchanged, so the hot path pays nothing.
 */
export type Metrics = {
  enabled: boolean;
  /** Wraps the HTTP handler: one observation per request, labelled with its route pattern. */
  instrument: <H extends (request: IncomingMessage, response: ServerResponse) => void>(handler: H) => H;
  tokenIssued: (grantType: string) => void;
  signIn: (result: SignInResult) => void;
  lockout: () => void;
  /** The text exposition format, and its content type. */
  render: () => Promise<{ contentType: string; body: string }>;
};

const routeOfRequest = new WeakMap<IncomingMessage, string>();

/**
 * Names the route pattern that answered a request (`/api/roles/:id`, `oidc:token`): the label
 * is the pattern, never the raw path, so ids cannot multiply the series.
 */
export const setRequestRoute = (request: IncomingMessage | undefined, route: string) => {
  if (request) {
    routeOfRequest.set(request, route);
  }
};

export const requestRouteOf = (request: IncomingMessage) => routeOfRequest.get(request);
