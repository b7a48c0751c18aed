import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from './database.js';
import { MigrationError, migrateToLatest, getMigrationStatus } from './migrate.js';
import { migrations } from './migrations/index.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';

const opened: { handle: DatabaseHandle; database: TestDatabase }[] = [];
afterEach(async () => {
  for (const { handle, database } of opened.splice(0)) {
    await handle.close();
    await database.drop();
  }
});

/**
 * An empty database; with `migrated`, the test template where there is one (the embedded
 * database's is already migrated, a copy that saves running every migration again).
 */
const open = async (kind: DatabaseKind, { migrated = false } = {}) => {
  const database = await createTestDatabase(kind, { empty: !migrated });
  const handle = await openDatabase(database);
  opened.push({ handle, database });
  return handle;
};

for (const kind of testDatabaseKinds()) {
  it(`[${kind}] applies every migration once and records it`, async () => {
    const { db } = await open(kind);
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
    const status = await getMigrationStatus(db);
    expect(status.every((item) => item.executedAt instanceof Date)).toBe(true);
  });

  it(`[${kind}] rolls a failing migration back completely`, async () => {
    const { db } = await open(kind, { migrated: true });
    await migrateToLatest(db);
    const failing: Migration = {
      up: async (trx: Kysely<unknown>) => {
        await sql`create table half_done (id int)`.execute(trx);
        await sql`select * from no_such_table`.execute(trx);
      },
    };
    migrations['9999-failing'] = failing;
    try {
      await expect(migrateToLatest(db)).rejects.toBeInstanceOf(MigrationError);
    } finally {
      delete migrations['9999-failing'];
    }
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_name = 'half_done'`.execute(db);
    expect(tables.rows).toEqual([]);
    const status = await getMigrationStatus(db);
    expect(status.find((item) => item.name === '9999-failing')).toBeUndefined();
  });
}
