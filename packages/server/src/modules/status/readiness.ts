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
 * Whether this instance can serve: the database answers within the timeout, and every migration
 * this version knows is recorded in it (one query does both). A query still running when the
 * time is up is left to finish on its own; the probe answers at once.
 */
export async function checkReadiness(db: Kysely<Database>, timeoutMs = readinessTimeoutMs): Promise<HealthChecks> {
  const outcome = await within(findPendingMigrations(db), timeoutMs);
  if (outcome.kind !== 'ok') {
    return { database: outcome.kind, migrations: 'unknown' };
  }
  return { database: 'ok', migrations: outcome.value.length === 0 ? 'ok' : 'pending' };
}
