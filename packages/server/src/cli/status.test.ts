import { expect, it } from 'vitest';
import { statusTask } from '../modules/cli-bridge/tasks/database-tasks.js';
import { readBridgeFile } from '../modules/cli-bridge/bridge-file.js';
import { suspendTenant } from '../modules/tenant-suspension/service.js';
import { createCloudUser, createTenantAs } from '../testing/cloud-user.js';
import { describeEachDatabase, type TestServer } from '../testing/test-server.js';
import { runThroughServer } from './bridge-client.js';
import { runCliTask } from './run-task.js';

/** `npm run cli -- status` as the CLI runs it: through the server holding the embedded database, or on PostgreSQL. */
async function status(server: TestServer) {
  const { dataDir } = server.database;
  const bridge = server.database.kind === 'pglite' ? readBridgeFile(dataDir) : undefined;
  return bridge ? runThroughServer(bridge, dataDir, 'status', {}) : runCliTask(server.context.config, 'status', statusTask, {});
}

describeEachDatabase(
  'CLI status in the cloud edition',
  (server) => {
    it('names the suspended tenants with the date of their suspension', async () => {
      const owner = await createCloudUser(server(), 'status_owner');
      const serving = await createTenantAs(owner.cloud, { name: 'Serving', regionName: 'EU' });
      const stopped = await createTenantAs(owner.cloud, { name: 'Stopped', regionName: 'EU' });

      const before = await status(server());
      expect(before).toContain(`Tenants: `);
      expect(before).toContain(stopped.id);
      expect(before).toContain('Suspended: (none)');

      const { context } = server();
      const suspension = await suspendTenant({ db: context.database.db, scopeOf: context.tenantScope }, stopped.id);
      const after = await status(server());
      const line = after.split('\n').find((each) => each.startsWith('Suspended:'));
      expect(line).toBe(`Suspended: ${stopped.id} (since ${new Date(suspension.suspendedAt ?? 0).toISOString()})`);
      expect(line).not.toContain(serving.id);
    });
  },
  { EDITION: 'cloud' },
);

describeEachDatabase('CLI status in the open-source edition', (server) => {
  it('says nothing of suspension, which that edition does not have', async () => {
    const output = await status(server());
    expect(output).toContain('Tenants: ');
    expect(output).not.toContain('Suspended');
  });
});
