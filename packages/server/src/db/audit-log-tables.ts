import type { ColumnType } from 'kysely';
import type { Json } from './column-types.js';

/** One audit log entry (0007-audit-logs): `payload` holds the result, who, from where and the redacted params. */
export type LogsTable = {
  tenant_id: string;
  id: string;
  key: string;
  /** Copied from the payload for the list filters' indexes. */
  user_id: string | null;
  application_id: string | null;
  payload: Json<Record<string, unknown>>;
  created_at: ColumnType<Date, Date | undefined, never>;
};

/** How many logs a tenant holds per key, kept with every write and delete of logs. */
export type LogCountsTable = {
  tenant_id: string;
  key: string;
  count: ColumnType<string, number, never>;
};

/** A user was active (signed in or got a token) on a UTC day; one row per user and day. */
export type DailyActiveUsersTable = {
  tenant_id: string;
  user_id: string;
  /** `YYYY-MM-DD`; read back through `to_char` so both drivers give the same text. */
  date: ColumnType<unknown, string, never>;
};

/** Tokens issued on a UTC day. */
export type DailyTokenUsageTable = {
  tenant_id: string;
  date: ColumnType<unknown, string, never>;
  count: ColumnType<string, number, never>;
};
