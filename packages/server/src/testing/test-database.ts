import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readTestDatabaseUrl } from '../config.js';
import type { DatabaseKind, DatabaseOptions } from '../db/database.js';
import { ensurePgliteTemplate } from './pglite-template.js';

export type TestDatabase = DatabaseOptions & { kind: DatabaseKind; drop: () => Promise<void> };

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseKinds = (): DatabaseKind[] =>
  readTestDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A database of its own for one test file: a fresh embedded data dir, or a new database on
 * the test PostgreSQL server, so parallel runs never meet.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { empty?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    if (options.empty) {
      return { kind, dataDir, drop: removeDir };
    }
    fs.cpSync(await ensurePgliteTemplate(), dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'ready'), { force: true });
    return { kind, dataDir, drop: removeDir };
  }
  const serverUrl = readTestDatabaseUrl();
  if (!serverUrl) {
    throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests.');
  }
  const name = `tessera_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: databaseUrl.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await removeDir();
    },
  };
}
