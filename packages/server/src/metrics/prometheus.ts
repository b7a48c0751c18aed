import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { requestRouteOf, type Metrics } from './metrics-kit.js';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Labels come from a closed set: anything else a caller could send is folded into one value. */
const methodLabel = (method: string | undefined) => (method && knownMethods.has(method) ? method : 'OTHER');

/** One registry per server, so several servers in one process (tests) never share series. */
export function createPrometheusMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'tessera_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: duration in seconds (its _count is the request count).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'tessera_tokens_issued_total',
    help: 'Successful token endpoint answers by grant type.',
    labelNames: ['grant_type'] as const,
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'tessera_sign_ins_total',
    help: 'Password sign-ins by result.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'tessera_lockouts_total',
    help: 'Identifiers locked after too many failed password attempts.',
    registers: [registry],
  });

  return {
    enabled: true,
    instrument: <H extends (request: IncomingMessage, response: ServerResponse) => void>(handler: H) =>
      ((request: IncomingMessage, response: ServerResponse) => {
        const started = process.hrtime.bigint();
        response.once('finish', () => {
          requests.observe(
            {
              method: methodLabel(request.method),
              route: requestRouteOf(request) ?? 'unmatched',
              status: String(response.statusCode),
            },
            Number(process.hrtime.bigint() - started) / 1e9,
          );
        });
        handler(request, response);
      }) as H,
    tokenIssued: (grantType) => tokens.inc({ grant_type: grantType }),
    signIn: (result) => signIns.inc({ result }),
    lockout: () => lockouts.inc(),
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
