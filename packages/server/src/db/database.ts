import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from './pglite-dialect.js';
import { createClusterFromTemplate } from './cluster-from-template.js';
import { openEmbeddedEngineThread } from './embedded-engine.js';
import { checkDataDirVersion, DataDirError, lockDataDir, writeDataDirMarker } from './data-dir.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for status output (a path or a URL without its password). */
  location: string;
  close: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir: string };

const redactUrl = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) {
    parsed.password = '***';
  }
  return parsed.toString();
};

/** Opens PostgreSQL when a URL is given, otherwise the embedded database in the data dir. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Loaded only when used: the embedded default never pays for the driver.
    const { default: pg } = await import('pg');
    // int8 (count, sum) as JS numbers; our counts stay far below 2^53.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection dropped by the server (restart, admin action) must not crash the process.
    // The pool reports idle ones on itself; a connection checked out at that moment (between
    // the statements of a transaction, say) reports on the client, where nobody else listens.
    // Its pending query fails on its own, and the pool discards the dead client on release.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    let closing: Promise<void> | undefined;
    const close = () => (closing ??= db.destroy());
    return { db, kind: 'postgres', location: redactUrl(options.databaseUrl), close };
  }
  return openEmbeddedDatabase(options.dataDir);
}

async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  const unlock = lockDataDir(dataDir);
  const databaseDir = path.join(dataDir, 'pglite');
  try {
    const state = checkDataDirVersion(dataDir, databaseDir);
    if (state === 'new') {
      await createClusterFromTemplate(databaseDir);
    }
    let pglite;
    try {
      pglite = await openEmbeddedEngineThread(databaseDir);
    } catch (error) {
      throw new DataDirError(
        'database.data_dir_corrupt',
        `The embedded database in ${databaseDir} could not be opened (${error instanceof Error ? error.message : String(error)}). It was left untouched.`,
      );
    }
    if (state === 'new') {
      writeDataDirMarker(dataDir);
    }
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        await db.destroy();
        unlock();
      })());
    return { db, kind: 'pglite', location: databaseDir, close };
  } catch (error) {
    unlock();
    throw error;
  }
}
