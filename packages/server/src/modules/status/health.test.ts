import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationTableName } from '../../db/migrate.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../testing/test-server.js';
import { checkReadiness } from './readiness.js';

const get = async (server: TestServer, path: string) => {
  const response = await fetch(`${server.url}/api${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describeEachDatabase('health probes', (server) => {
  it('answers liveness with 200 and readiness with each check', async () => {
    expect(await get(server(), '/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(server(), '/health/ready')).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', migrations: 'ok' } },
    });
  });

  it('needs no token and is documented in the OpenAPI document', async () => {
    const document = (await get(server(), '/swagger.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
  });

  it('is not ready while a migration this version knows is missing from the database', async () => {
    const { db } = server().context.database;
    const table = sql.table(migrationTableName);
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${table} order by name desc limit 1`.execute(db);
    const last = rows[0];
    if (!last) {
      throw new Error('No migration is recorded.');
    }
    await sql`delete from ${table} where name = ${last.name}`.execute(db);
    try {
      const answer = await get(server(), '/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        code: 'database.migrations_pending',
        data: { checks: { database: 'ok', migrations: 'pending' } },
      });
    } finally {
      await sql`insert into ${table} (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(db);
    }
    expect((await get(server(), '/health/ready')).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('health probes with the database closed [%s]', (kind) => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stays live and answers ready with 503 naming the database', async () => {
    const running = server as TestServer;
    await running.context.database.close();
    expect(await get(running, '/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await get(running, '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      code: 'database.unavailable',
      data: { checks: { database: 'failed', migrations: 'unknown' } },
    });
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('health probes with PostgreSQL unreachable', () => {
  let server: TestServer | undefined;
  let admin: pg.Client | undefined;
  const databaseName = () => new URL(server?.database.databaseUrl ?? '').pathname.slice(1);
  beforeAll(async () => {
    server = await startTestServer('postgres');
    admin = new pg.Client({ connectionString: server.database.databaseUrl?.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database ${databaseName()} allow_connections true`).catch(() => undefined);
    await admin?.end();
    await server?.stop();
  });

  it('reports a query that does not answer in time as a timeout', async () => {
    const blocker = new pg.Client({ connectionString: server?.database.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(`lock table ${migrationTableName} in access exclusive mode`);
      const started = Date.now();
      expect(await checkReadiness((server as TestServer).context.database.db, 300)).toEqual({
        database: 'timeout',
        migrations: 'unknown',
      });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
  });

  it('answers 503 once the server refuses its connections, and 200 again when it takes them back', async () => {
    const running = server as TestServer;
    const name = databaseName();
    await admin?.query(`alter database ${name} allow_connections false`);
    await admin?.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    const ready = await get(running, '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 'database.unavailable', data: { checks: { database: 'failed' } } });

    await admin?.query(`alter database ${name} allow_connections true`);
    expect((await get(running, '/health/ready')).status).toBe(200);
  });
});
