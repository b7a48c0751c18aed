import { percentile, round } from './stats.js';

/**
 * Latencies of `requests` GET calls made one after another (the figure is the server's time per
 * request, not a queue), after `warmUp` unmeasured ones. Every answer must be 200.
 */
export async function measureLatencies(paths: () => string, options: { baseUrl: string; token: string; requests: number; warmUp: number }) {
  const samples: number[] = [];
  for (let index = 0; index < options.warmUp + options.requests; index += 1) {
    const path = paths();
    const started = performance.now();
    const response = await fetch(`${options.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${options.token}` } });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) {
      throw new Error(`GET ${path} answered ${response.status}`);
    }
    if (index >= options.warmUp) {
      samples.push(elapsed);
    }
  }
  return { p99: round(percentile(samples, 99), 2), median: round(percentile(samples, 50), 2), samples };
}
