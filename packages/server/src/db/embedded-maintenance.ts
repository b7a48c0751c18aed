import { sql, type Kysely } from 'kysely';
import type { Logger } from '../logger.js';
import { startPeriodicJob } from '../utils/periodic-job.js';
import type { Database } from './schema.js';

const intervalMs = 60_000;

type TableState = { name: string; needs_vacuum: boolean; needs_analyze: boolean };

/**
 * The embedded engine runs without PostgreSQL's background processes, so nothing vacuums or
 * analyzes its tables: dead rows of updates and deletes pile up, and the planner, which never
 * learns how large a table has grown, keeps the plans it chose for empty tables (a list page
 * then reads and sorts every row). This does autovacuum's job with autovacuum's default
 * thresholds; returns the tables it vacuumed or analyzed. Change counters start from zero with
 * each process, so a table with rows but no column statistics (never analyzed, or sized by a
 * `create index` alone) is analyzed too. An aborted `signal` ends the work after the table under way.
 */
export async function maintainEmbeddedTables(db: Kysely<Database>, signal?: AbortSignal): Promise<string[]> {
  const { rows } = await sql<TableState>`
    select s.relname as name,
      s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
        or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as needs_vacuum,
      c.reltuples < 0
        or (c.reltuples > 0 and not exists (select from pg_statistic where starelid = c.oid))
        or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as needs_analyze
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
    order by s.relname`.execute(db);
  const maintained: string[] = [];
  for (const table of rows) {
    if (signal?.aborted) {
      break;
    }
    if (table.needs_vacuum) {
      await sql`vacuum (analyze) ${sql.table(table.name)}`.execute(db);
    } else if (table.needs_analyze) {
      await sql`analyze ${sql.table(table.name)}`.execute(db);
    } else {
      continue;
    }
    maintained.push(table.name);
  }
  return maintained;
}

/** Write-ahead log since the last checkpoint that makes one due, whatever the time. */
const checkpointWalBytes = 16 * 2 ** 20;
/** Time after which any write makes a checkpoint due (PostgreSQL's `checkpoint_timeout`). */
const checkpointSeconds = 300;

/**
 * Without PostgreSQL's checkpointer the embedded engine checkpoints only when it closes: after a
 * crash it replays every write since it opened (restarts slower with each hour of uptime), and
 * the write-ahead log is never recycled (the disk fills). This checkpoints once a WAL segment
 * was written or five minutes passed with writes, as the checkpointer would; returns whether it did.
 */
export async function checkpointWhenDue(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ wal_bytes: string; seconds: string }>`
    select pg_current_wal_lsn() - redo_lsn as wal_bytes,
      extract(epoch from now() - checkpoint_time) as seconds
    from pg_control_checkpoint()`.execute(db);
  const walBytes = Number(rows[0]?.wal_bytes ?? 0);
  const seconds = Number(rows[0]?.seconds ?? 0);
  // A checkpoint writes a little WAL of its own; below a page's worth nothing was written since.
  if (walBytes < checkpointWalBytes && (seconds < checkpointSeconds || walBytes < 8192)) {
    return false;
  }
  await sql`checkpoint`.execute(db);
  return true;
}

/**
 * Runs `maintainEmbeddedTables` and `checkpointWhenDue` every minute (autovacuum's own pace), the
 * first time a minute after start. A stop skips the checkpoint: closing the database makes one.
 */
export function startEmbeddedMaintenance(db: Kysely<Database>, logger: Logger) {
  return startPeriodicJob({
    name: 'embedded database maintenance',
    firstDelayMs: intervalMs,
    intervalMs,
    run: async (signal) => {
      const tables = await maintainEmbeddedTables(db, signal);
      if (tables.length > 0) {
        logger.debug({ tables }, 'embedded tables vacuumed and analyzed');
      }
      if (!signal.aborted && (await checkpointWhenDue(db))) {
        logger.debug('embedded database checkpointed');
      }
    },
    logger,
  });
}
