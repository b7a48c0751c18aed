import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { openDatabase, type DatabaseHandle } from './database.js';

// A connection the server drops while it is checked out (between two statements of a
// transaction) reports on the client itself; unheard, that report would end the process.
describe.runIf(testDatabaseKinds().includes('postgres'))('a PostgreSQL connection dropped by the server', () => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  let admin: pg.Client | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { empty: true });
    handle = await openDatabase(database);
    admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await handle?.close();
    await database?.drop();
  });

  it('fails the transaction that held it, and the next query gets a fresh connection', async () => {
    const { db } = handle as DatabaseHandle;
    const failure = await db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // The second argument makes the call return only once that backend has gone. The
        // client hears its socket close whether or not the next statement is on its way.
        await admin?.query('select pg_terminate_backend($1, 10000)', [rows[0]?.pid]);
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
