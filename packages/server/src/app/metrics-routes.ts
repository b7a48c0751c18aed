import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env.js';
import { setRequestRoute, type Metrics } from '../metrics/metrics.js';

type MetricsEnv = AppEnv & { Bindings: Partial<HttpBindings> };

/**
 * With metrics on: labels each request with the route pattern that answered it (read after the
 * handlers ran, so it names the handler, not this middleware), and serves `GET /metrics` in the
 * Prometheus text format. With metrics off nothing is added.
 */
export function mountMetrics(app: Hono<AppEnv>, metrics: Metrics) {
  if (!metrics.enabled) {
    return;
  }
  const withBindings = app as unknown as Hono<MetricsEnv>;
  withBindings.use(async (c, next) => {
    await next();
    setRequestRoute(c.env?.incoming, routePath(c));
  });
  withBindings.get('/metrics', async (c) => {
    const { contentType, body } = await metrics.render();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });
}
