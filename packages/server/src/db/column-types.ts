import type { ColumnType, JSONColumnType } from 'kysely';

/*
 * Column types every table file shares. They live apart from schema.ts, which imports the table
 * files of the larger areas, so those files can use them without importing schema.ts back.
 */

/** Timestamps are written by the database and read back as Date. */
export type CreatedAt = ColumnType<Date, never, never>;
export type UpdatedAt = ColumnType<Date, never, Date>;
export type Json<T extends object | null> = JSONColumnType<T, string, string>;
