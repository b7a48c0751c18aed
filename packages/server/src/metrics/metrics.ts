import type { Metrics } from './metrics-kit.js';

export { requestRouteOf, setRequestRoute, type Metrics, type SignInResult } from './metrics-kit.js';

export const disabledMetrics: Metrics = {
  enabled: false,
  instrument: (handler) => handler,
  tokenIssued: () => undefined,
  signIn: () => undefined,
  lockout: () => undefined,
  render: async () => ({ contentType: 'text/plain', body: '' }),
};

/** Metrics as configured: prom-client is loaded only when they are on. */
export async function createMetrics(enabled: boolean): Promise<Metrics> {
  if (!enabled) {
    return disabledMetrics;
  }
  const { createPrometheusMetrics } = await import('./prometheus.js');
  return createPrometheusMetrics();
}
