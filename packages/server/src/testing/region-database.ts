import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { readTestDatabaseUrl } from '../config.js';
import type { Database } from '../db/schema.js';

/** The PostgreSQL server CI runs (trust authentication), when TEST_DATABASE_URL names none. */
const localPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export type RegionTestDatabase = {
  /** What `DATABASE_URL_{REGION}` is set to. */
  url: string;
  /** A connection of the test's own, to look at the rows the server wrote. */
  db: Kysely<Database>;
  drop: () => Promise<void>;
};

/**
 * An empty PostgreSQL database of its own for a region of one test file, on the test server
 * (TEST_DATABASE_URL, else the local one): region databases are PostgreSQL in both runs.
 */
export async function createRegionTestDatabase(): Promise<RegionTestDatabase> {
  const serverUrl = readTestDatabaseUrl() ?? localPostgresUrl;
  const name = `tessera_region_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    url: url.toString(),
    db,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
