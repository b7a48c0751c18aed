import type { ExpressionBuilder, StringReference } from 'kysely';

/**
 * A row matches when every LIKE pattern (`toSearchPattern`) matches at least one of `columns`,
 * ignoring case; no patterns match every row.
 */
export const matchesEveryPattern = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly StringReference<DB, TB>[],
  patterns: readonly string[],
) =>
  eb.and(
    patterns.map((pattern) =>
      eb.or(columns.map((column) => eb(column, 'ilike', pattern as never))),
    ),
  );
