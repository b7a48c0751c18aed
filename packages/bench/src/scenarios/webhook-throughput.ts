import { createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import type { Budget, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';
import { startWebhookSink } from '../support/webhook-receiver.js';

/** Issue 13: webhook throughput through the outbox to a local receiver. */
const budget: Budget = { comparison: 'at-least', limit: 500 };
const hookCount = 20;
const roleCount = 200;
const concurrency = 8;

/**
 * Every role created raises Role.Created, which the outbox fans out to 20 hooks in the role's
 * transaction; the dispatcher drains the outbox into a local receiver. The figure is deliveries
 * received over the time from the first role request to the last delivery.
 */
export const webhookThroughput: Scenario = {
  name: 'webhook-throughput',
  description: `webhook deliveries/s: ${roleCount} roles created (${concurrency} at a time), each event fanned out to ${hookCount} hooks, delivered signed to a local receiver`,
  run: () =>
    withTempDir('webhooks', async (dataDir) => {
      const m2m = createM2mWithCli(dataDir, 'Bench webhooks');
      const sink = await startWebhookSink();
      try {
        return await withServerProcess(
          dataDir,
          async (server) => {
            const api = managementApi(server.url, await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' }));
            for (let index = 0; index < hookCount; index++) {
              await api('POST', '/hooks', { name: `Bench hook ${index}`, events: ['Role.Created'], config: { url: sink.url, retries: 0 } });
            }
            const expected = roleCount * hookCount;
            const started = performance.now();
            let next = 0;
            await Promise.all(
              Array.from({ length: concurrency }, async () => {
                while (next < roleCount) {
                  const index = next++;
                  await api('POST', '/roles', { name: `Bench role ${index}`, description: 'Webhook benchmark' });
                }
              }),
            );
            const writesDoneMs = performance.now() - started;
            await sink.waitFor(expected, 120_000);
            const seconds = (performance.now() - started) / 1000;
            return [
              { label: 'webhook deliveries/s (outbox to local receiver)', value: round(expected / seconds, 0), unit: 'deliveries/s', budget },
              { label: 'role creations/s feeding them', value: round(roleCount / (writesDoneMs / 1000), 0), unit: 'requests/s' },
            ];
          },
          { HOOK_POLL_INTERVAL_MS: '1000', LOG_LEVEL: 'warn' },
        );
      } finally {
        await sink.close();
      }
    }),
};
