import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { checkpointWhenDue, maintainEmbeddedTables } from './embedded-maintenance.js';

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  handle = await openDatabase(database);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

type PlanNode = { 'Node Type': string; 'Actual Rows': number; Plans?: PlanNode[] };

/** Rows the scans under the applications list's first page read, from EXPLAIN ANALYZE. */
async function rowsReadByFirstListPage() {
  const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`
    explain (analyze, format json)
    select * from applications where tenant_id = 'default'
    order by created_at desc, id desc limit 20`.execute(handle.db);
  const scanned = (node: PlanNode): number =>
    node.Plans ? node.Plans.reduce((sum, child) => sum + scanned(child), 0) : node['Actual Rows'];
  return scanned(rows[0]?.['QUERY PLAN'][0].Plan ?? { 'Node Type': 'none', 'Actual Rows': 0 });
}

const deadRows = async (table: string) => {
  await sql`select pg_stat_force_next_flush()`.execute(handle.db);
  const { rows } = await sql<{
    dead: number;
  }>`select n_dead_tup as dead from pg_stat_user_tables where relname = ${table}`.execute(
    handle.db,
  );
  return Number(rows[0]?.dead ?? 0);
};

/** Statistics reach pg_stat_user_tables within about a second; poll with a bound. */
async function maintainUntil(table: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const maintained = await maintainEmbeddedTables(handle.db);
    if (maintained.includes(table) || Date.now() > deadline) {
      return maintained;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('analyzes never-analyzed tables once, then leaves unchanged tables alone', async () => {
  expect(await maintainEmbeddedTables(handle.db)).toContain('applications');
  expect(await maintainEmbeddedTables(handle.db)).toEqual([]);
});

it('lets a list page read one page of rows, not the whole table, once the table has grown', async () => {
  await sql`
    insert into applications (tenant_id, id, name, type, oidc_client_metadata, created_at)
    select 'default', 'soak' || n, 'App ' || n, 'MachineToMachine', '{}'::jsonb, now() - n * interval '1 second'
    from generate_series(1, 3000) as n`.execute(handle.db);
  expect(
    await rowsReadByFirstListPage(),
    'a plan made for an empty table reads every row',
  ).toBeGreaterThanOrEqual(3000);

  expect(await maintainUntil('applications')).toContain('applications');

  expect(await rowsReadByFirstListPage()).toBeLessThanOrEqual(21);
});

it('vacuums away the dead rows deletes leave', async () => {
  await sql`delete from applications where id like 'soak%'`.execute(handle.db);
  expect(await deadRows('applications')).toBeGreaterThanOrEqual(3000);

  expect(await maintainUntil('applications')).toContain('applications');

  expect(await deadRows('applications')).toBe(0);
});

it('analyzes a table with rows but no statistics when its change counters start from zero, as after a restart', async () => {
  await sql`
    insert into users (tenant_id, id, username)
    select 'default', 'soak' || n, 'user_' || n
    from generate_series(1, 500) as n`.execute(handle.db);
  // An index build records the table's size, which alone does not count as analyzed.
  await sql`create index soak_users_name on users (name)`.execute(handle.db);
  await sql`select pg_stat_reset()`.execute(handle.db);

  expect(await maintainEmbeddedTables(handle.db)).toContain('users');

  const { rows } = await sql<{
    count: number;
  }>`select count(*)::int as count from pg_stats where tablename = 'users'`.execute(handle.db);
  expect(rows[0]?.count).toBeGreaterThan(0);
});

const walSinceCheckpoint = async () => {
  const { rows } = await sql<{
    bytes: string;
  }>`select pg_current_wal_lsn() - redo_lsn as bytes from pg_control_checkpoint()`.execute(
    handle.db,
  );
  return Number(rows[0]?.bytes ?? 0);
};

it('checkpoints once a WAL segment was written since the last checkpoint, so a crash replays little', async () => {
  await checkpointWhenDue(handle.db);
  expect(await checkpointWhenDue(handle.db), 'nothing written since').toBe(false);
  await sql`
    insert into users (tenant_id, id, username, custom_data)
    select 'default', 'wal' || n, 'wal_' || n, jsonb_build_object('filler', repeat('x', 400))
    from generate_series(1, 30000) as n`.execute(handle.db);
  expect(await walSinceCheckpoint()).toBeGreaterThan(16 * 2 ** 20);

  expect(await checkpointWhenDue(handle.db)).toBe(true);

  expect(await walSinceCheckpoint()).toBeLessThan(2 ** 20);
});
