import { createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import { budgets } from '../support/budgets.js';
import type { Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';
import { startWebhookSink } from '../support/webhook-receiver.js';

/** Issue 13: webhook throughput through the outbox to a local receiver. */
const budget = budgets.webhookDeliveriesPerSecond;
const hookCount = 30;
const roleCount = 100;
const concurrency = 8;

/**
 * Every role created raises Role.Created, which the outbox fans out to 30 hooks in the role's
 * transaction. The receiver holds its answers while the roles are created, so the deliveries
 * pile up in the outbox (one claimed batch waits at the receiver); then it answers, and the
 * figure is the deliveries answered over the time the dispatcher took to drain the outbox:
 * claims, signed posts and audit log records, not the pace of the writes feeding it.
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
            sink.hold();
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
            const released = performance.now();
            sink.release();
            await sink.waitFor(expected, 120_000);
            const seconds = (performance.now() - released) / 1000;
            return [
              { label: 'webhook deliveries/s (draining the outbox to a local receiver)', value: round(expected / seconds, 0), unit: 'deliveries/s', budget },
              { label: 'role creations/s feeding them', value: round(roleCount / (writesDoneMs / 1000), 0), unit: 'requests/s' },
            ];
          },
          // Held deliveries must not time out while the outbox fills.
          { HOOK_POLL_INTERVAL_MS: '1000', HOOK_TIMEOUT_MS: '120000', LOG_LEVEL: 'warn' },
        );
      } finally {
        await sink.close();
      }
    }),
};
