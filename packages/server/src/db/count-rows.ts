import type { SelectQueryBuilder } from 'kysely';

/** How many rows `query` reads: a list's page and its count share one query, so they cannot drift. */
export const countRows = async <DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
) => {
  // Kysely cannot resolve the selection's type while the tables are generic; it is this one column.
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .$castTo<{ count: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
