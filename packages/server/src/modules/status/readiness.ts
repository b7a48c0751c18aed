import type { HealthChecks } from '@tessera/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findPendingMigrations } from '../../db/migrate.js';

/** How long the readiness probe waits for the database before it calls it unreachable. */
export const readinessTimeoutMs = 2000;

type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'failed' } | { kind: 'timeout' };

const within = async <T>(work: Promise<T>, timeoutMs: number): Promise<Outcome<T>> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome<T>>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  try {
    return await Promise.race([
      work.then((value): Outcome<T> => ({ kind: 'ok', value })).catch((): Outcome<T> => ({ kind: 'failed' })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * How many times a failed probe query is tried again. A pooled connection the database closed
 * while idle fails the first query sent on it, and the pool discards it only then: without a
 * second try a database that is back would be reported down once per stale connection.
 */
const staleConnectionRetries = 2;

/**
 * Whether this instance can serve: the database answers within the timeout, and every migration
 * this version knows is recorded in it (one query does both). A query still running when the
 * time is up is left to finish on its own; the probe answers at once.
 */
export async function checkReadiness(db: Kysely<Database>, timeoutMs = readinessTimeoutMs): Promise<HealthChecks> {
  const deadline = Date.now() + timeoutMs;
  let outcome = await within(findPendingMigrations(db), timeoutMs);
  for (let retry = 0; outcome.kind === 'failed' && retry < staleConnectionRetries; retry += 1) {
    const remainingMs = deadline - Date.now();
    if (remainingMs <= 0) {
      break;
    }
    outcome = await within(findPendingMigrations(db), remainingMs);
  }
  if (outcome.kind !== 'ok') {
    return { database: outcome.kind, migrations: 'unknown' };
  }
  return { database: 'ok', migrations: outcome.value.length === 0 ? 'ok' : 'pending' };
}
