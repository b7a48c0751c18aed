import { defaultTenantId } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { startTessera } from '../../app/start-server.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createLogger } from '../../logger.js';
import { findFreePort } from '../../testing/free-port.js';
import { createManagementToken } from '../../testing/management-token.js';
import { createTestDatabase, testDatabaseKinds } from '../../testing/test-database.js';

describe.each(testDatabaseKinds())('audit logs on shutdown [%s]', (kind) => {
  it('writes the logs still queued before the database closes', async () => {
    const database = await createTestDatabase(kind);
    try {
      const port = await findFreePort();
      const config = loadConfig({
        PORT: String(port),
        ENDPOINT: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        LOG_LEVEL: 'silent',
      });
      const tessera = await startTessera(config, createLogger(config.logLevel));
      // The token exchange queues its log; stopping right after must still write it.
      await createManagementToken({ ...tessera, database });
      await tessera.stop();

      const reopened = await openDatabase(database);
      try {
        const logs = await scopeToTenant(reopened.db, defaultTenantId)
          .selectFrom('logs')
          .select(['key', 'payload'])
          .execute();
        expect(logs.map((log) => log.key)).toEqual(['ExchangeTokenBy.ClientCredentials']);
        expect(logs[0]?.payload).toMatchObject({ result: 'Success' });
      } finally {
        await reopened.close();
      }
    } finally {
      await database.drop();
    }
  });
});
