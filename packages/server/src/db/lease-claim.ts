import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from './schema.js';

/** Tables worked through by background claimers: a due time per row, rows of every tenant. */
type ClaimableTables = {
  hook_deliveries: 'next_attempt_at';
  custom_domains: 'next_check_at';
};

type ClaimOptions<T extends keyof ClaimableTables> = {
  table: T;
  dueColumn: ClaimableTables[T];
  limit: number;
  leaseMs: number;
  /** A counter column raised by one with each claim (a delivery's attempts). */
  countColumn?: string;
};

/**
 * Claims up to `limit` due rows of `table` in one statement: each is pushed `leaseMs` into the
 * future (its lease). `FOR UPDATE SKIP LOCKED` lets several instances claim at once without
 * waiting on, or taking, each other's rows; a row whose claimer died becomes due again when its
 * lease ends. Deliberately not tenant-scoped: one claimer serves every tenant of the database,
 * and what it does with a row goes through that row's tenant scope.
 */
export async function claimDueRows<T extends keyof ClaimableTables>(
  db: Kysely<Database>,
  { table, dueColumn, limit, leaseMs, countColumn }: ClaimOptions<T>,
): Promise<Array<Selectable<Database[T]>>> {
  const due = sql.ref(dueColumn);
  const count = countColumn ? sql`, ${sql.ref(countColumn)} = ${sql.ref(countColumn)} + 1` : sql``;
  const { rows } = await sql<Selectable<Database[T]>>`
    update ${sql.table(table)}
    set ${due} = now() + ${leaseMs}::integer * interval '1 millisecond'${count}
    where (tenant_id, id) in (
      select tenant_id, id from ${sql.table(table)}
      where ${due} <= now()
      order by ${due}
      limit ${limit}
      for update skip locked
    )
    returning *`.execute(db);
  return rows;
}
