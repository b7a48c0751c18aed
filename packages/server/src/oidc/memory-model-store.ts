import type { AdapterPayload } from 'oidc-provider';
import type { Logger } from '../logger.js';
import { startPeriodicJob, type PeriodicJob } from '../utils/periodic-job.js';

/**
 * Short-lived provider data kept in the process instead of the database: interactions (one
 * sign-in attempt), authorization codes (one minute) and replay markers. Used only with the
 * embedded database, whose data-dir lock guarantees a single process; losing these on a restart
 * costs a user one retried sign-in, never a session or a token.
 */
export const volatileModels = new Set(['Interaction', 'AuthorizationCode', 'ReplayDetection', 'PushedAuthorizationRequest']);

type Entry = { payload: AdapterPayload; expiresAt: number };

const maxEntries = 100_000;
const sweepIntervalMs = 60_000;

export class MemoryModelStore {
  readonly #entries = new Map<string, Entry>();

  upsert(key: string, payload: AdapterPayload, expiresInSeconds: number) {
    if (this.#entries.size >= maxEntries) {
      this.sweep();
    }
    this.#entries.set(key, { payload, expiresAt: Date.now() + expiresInSeconds * 1000 });
  }

  find(key: string): AdapterPayload | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      return undefined;
    }
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  consume(key: string) {
    const entry = this.#entries.get(key);
    if (entry) {
      entry.payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) };
    }
  }

  destroy(key: string) {
    this.#entries.delete(key);
  }

  /** Drops codes bound to a revoked grant. */
  destroyByGrantId(prefix: string, grantId: string) {
    for (const [key, entry] of this.#entries) {
      if (key.startsWith(prefix) && entry.payload.grantId === grantId) {
        this.#entries.delete(key);
      }
    }
  }

  /** Drops an account's codes and the interactions of its sessions. */
  destroyByAccountId(prefix: string, accountId: string) {
    for (const [key, entry] of this.#entries) {
      const { payload } = entry;
      const session = payload.session as { accountId?: unknown } | undefined;
      if (key.startsWith(prefix) && (payload.accountId === accountId || session?.accountId === accountId)) {
        this.#entries.delete(key);
      }
    }
  }

  /** Sweeps expired entries every minute until the job is stopped. */
  startSweeping(logger: Pick<Logger, 'warn'>): PeriodicJob {
    return startPeriodicJob({
      name: 'expired in-memory oidc data sweep',
      firstDelayMs: sweepIntervalMs,
      intervalMs: sweepIntervalMs,
      run: () => this.sweep(),
      logger,
    });
  }

  sweep() {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) {
        this.#entries.delete(key);
      }
    }
  }
}
