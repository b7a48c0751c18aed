import { randomBytes } from 'node:crypto';
import { defaultTenantId } from '@tessera/schemas';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database.js';
import { scopeToTenant } from '../../../server/src/db/tenant-scope.js';
import { createManagementApiApp } from '../../../server/src/modules/management-api/m2m-app.js';
import { managementApiIndicator, managementApiScope } from '../../../server/src/tenancy/tenant-urls.js';
import { createTestDatabase, type TestDatabase } from '../../../server/src/testing/test-database.js';
import { createSecretVault } from '../../../server/src/utils/secret-vault.js';
import { startBuiltServer, type ReadyServer } from './built-server.js';
import { createTempDirs } from './temp-dir.js';

/**
 * Two server processes behind one public address, as behind a load balancer: one PostgreSQL
 * database, one Redis, one vault key, each with a data dir of its own. `publicUrl` is the
 * ENDPOINT both announce (the first one's address); a test picks the instance a request goes to.
 */
export type InstancePair = {
  a: ReadyServer;
  b: ReadyServer;
  publicUrl: string;
  /** The shared database, for setting up what a test needs. */
  database: DatabaseHandle;
  vaultKey: string;
  stop: () => Promise<void>;
};

export async function startInstancePair(options: {
  redisUrl: string;
  environment?: Record<string, string>;
}): Promise<InstancePair> {
  const tempDirs = createTempDirs('scale-out');
  const testDatabase: TestDatabase = await createTestDatabase('postgres');
  const vaultKey = randomBytes(32).toString('base64');
  const environment = {
    DATABASE_URL: testDatabase.databaseUrl ?? '',
    REDIS_URL: options.redisUrl,
    SECRET_VAULT_KEY: vaultKey,
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...options.environment,
  };
  const started: ReadyServer[] = [];
  try {
    // The first start migrates and seeds the database; the second finds it ready.
    const a = await startBuiltServer(tempDirs.make(), environment);
    started.push(a);
    const b = await startBuiltServer(tempDirs.make(), { ...environment, ENDPOINT: a.url });
    started.push(b);
    const database = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir: tempDirs.make() });
    return {
      a,
      b,
      publicUrl: a.url,
      database,
      vaultKey,
      stop: async () => {
        await Promise.all(started.map((server) => server.process.stop()));
        await database.close();
        await testDatabase.drop();
        tempDirs.removeAll();
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.process.stop()));
    await testDatabase.drop();
    tempDirs.removeAll();
    throw error;
  }
}

/** The same URL on another instance: the path and query stay, the origin changes. */
export const onInstance = (url: string, instance: ReadyServer) => {
  const parsed = new URL(url);
  const target = new URL(instance.url);
  parsed.protocol = target.protocol;
  parsed.host = target.host;
  return parsed.toString();
};

export type Client = { id: string; secret: string };

/** Asks an instance's token endpoint for a client_credentials token. */
export async function clientCredentialsToken(
  instance: ReadyServer,
  client: Client,
  parameters: Record<string, string>,
) {
  const response = await fetch(`${instance.url}/oidc/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...parameters }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { access_token?: string; scope?: string; error?: string },
  };
}

/** A machine-to-machine application holding the built-in Management API access role. */
export async function createManagementClient(pair: InstancePair): Promise<Client> {
  const scope = scopeToTenant(pair.database.db, defaultTenantId);
  const vault = createSecretVault(Buffer.from(pair.vaultKey, 'base64'));
  const { clientId, clientSecret } = await createManagementApiApp(scope, vault, 'Scale-out Management API client');
  return { id: clientId, secret: clientSecret };
}

export const managementTokenParameters = {
  resource: managementApiIndicator(defaultTenantId),
  scope: managementApiScope,
};
