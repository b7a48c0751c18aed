import type { ColumnType } from 'kysely';
import type { CreatedAt, Json } from './column-types.js';

/** A webhook: where a tenant's events are posted, and which events. */
export type HooksTable = {
  tenant_id: string;
  id: string;
  name: string;
  events: Json<string[]>;
  /** `{ url, headers?, retries? }` as the API takes it. */
  config: Json<{ url: string; headers?: Record<string, string>; retries?: number }>;
  /** The HMAC key, encrypted with the secret vault: admins read it back, so it cannot be hashed. */
  signing_key: string;
  enabled: boolean;
  created_at: CreatedAt;
};

/**
 * The outbox: one row per hook and event, written in the transaction of the change that raised
 * the event, removed once delivered or given up. `next_attempt_at` is also the claim: a
 * dispatcher moves it past its lease when it takes the row.
 */
export type HookDeliveriesTable = {
  tenant_id: string;
  id: string;
  hook_id: string;
  event: string;
  /** The body to post, without the signature (the key may change before delivery). */
  payload: Json<Record<string, unknown>>;
  /** Tries started so far. */
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  created_at: CreatedAt;
};
