import type { Kysely } from 'kysely';
import type { HookConfig } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { OutboundFetch } from '../../http/outbound-fetch.js';
import type { Logger } from '../../logger.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { insertLogs } from '../logs/queries.js';
import { sendHookRequest, type HookAttempt } from './delivery.js';
import {
  claimDueDeliveries,
  deleteDeliveries,
  findHooksForDelivery,
  rescheduleDelivery,
  type HookDeliveryRow,
} from './delivery-queries.js';
import { toDeliveryLog } from './delivery-log.js';

export type HookDispatcherOptions = {
  db: Kysely<Database>;
  vault: SecretVault;
  logger: Logger;
  /** How payloads are posted: the client of the `OUTBOUND_PRIVATE_NETWORK` setting. */
  outbound: OutboundFetch;
  timeoutMs: number;
  /** The first retry waits this long; each later one twice the one before. */
  retryBaseMs: number;
  pollIntervalMs: number;
  /** Deliveries claimed, and sent in parallel, at a time. */
  batchSize?: number;
  /** How long a wake waits, gathering the commits of that time into one claim. */
  wakeDelayMs?: number;
};

export type HookDispatcher = {
  /** Looks for due deliveries shortly (after a commit that wrote some). */
  wake: () => void;
  /** Stops polling and waits for deliveries in flight to be recorded. */
  stop: () => Promise<void>;
};

/** Retries when a hook names none: the reference's fixed number. */
const defaultRetries = 3;

type Outcome = { row: HookDeliveryRow; url: string; attempt: HookAttempt | undefined; retries: number };

/**
 * Delivers the outbox: claims due rows (see claimDueDeliveries), posts each signed payload, and
 * in one transaction per tenant records every attempt in the audit log and deletes the row, or
 * makes it due again after an exponential backoff while retries remain. A crash after a post and
 * before its record re-sends it when the claim's lease ends: delivery is at least once.
 */
export function startHookDispatcher(options: HookDispatcherOptions): HookDispatcher {
  const { db, vault, logger, outbound, timeoutMs, retryBaseMs } = options;
  const batchSize = options.batchSize ?? 100;
  const parallelBatches = 4;
  // A claimed row is not taken again before its request timed out and was recorded; after a
  // crash it becomes due again this long after its claim.
  const leaseMs = timeoutMs + 5000;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const attemptAll = async (tenantId: string, rows: HookDeliveryRow[]): Promise<Outcome[]> => {
    const scope = scopeToTenant(db, tenantId);
    // Each hook's key is decrypted once per batch, not once per delivery.
    const hooks = new Map(
      (await findHooksForDelivery(scope, [...new Set(rows.map((row) => row.hook_id))])).map((hook) => [
        hook.id,
        { ...hook, signing_key: hook.enabled ? vault.decrypt(hook.signing_key) : '' },
      ]),
    );
    return Promise.all(
      rows.map(async (row): Promise<Outcome> => {
        const hook = hooks.get(row.hook_id);
        if (!hook?.enabled) {
          return { row, url: '', attempt: undefined, retries: 0 };
        }
        const config = hook.config as HookConfig;
        const attempt = await sendHookRequest(
          { url: config.url, headers: config.headers, payload: row.payload, signingKey: hook.signing_key, timeoutMs },
          outbound,
        );
        return { row, url: config.url, attempt, retries: config.retries ?? defaultRetries };
      }),
    );
  };

  const record = async (tenantId: string, outcomes: Outcome[]) => {
    await scopeToTenant(db, tenantId).transaction(async (tx) => {
      const done: string[] = [];
      for (const { row, attempt, retries } of outcomes) {
        if (attempt && !attempt.ok && row.attempts <= retries) {
          await rescheduleDelivery(tx, row.id, retryBaseMs * 2 ** (row.attempts - 1));
        } else {
          done.push(row.id);
        }
      }
      if (done.length > 0) {
        await deleteDeliveries(tx, done);
      }
      await insertLogs(
        tx,
        outcomes.flatMap(({ row, url, attempt }) =>
          attempt
            ? [toDeliveryLog({ hookId: row.hook_id, event: row.event, url, attempt: row.attempts, payload: row.payload }, attempt)]
            : [],
        ),
      );
    });
  };

  const deliverBatch = async (rows: HookDeliveryRow[]) => {
    const byTenant = new Map<string, HookDeliveryRow[]>();
    for (const row of rows) {
      byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row]);
    }
    await Promise.all(
      [...byTenant].map(async ([tenantId, tenantRows]) => record(tenantId, await attemptAll(tenantId, tenantRows))),
    );
  };
  const drainBatches = async () => {
    for (;;) {
      const rows = await claimDueDeliveries(db, batchSize, leaseMs);
      if (rows.length === 0) {
        return;
      }
      await deliverBatch(rows);
    }
  };
  // Usually a wake finds a few rows: one claim, and no claim after it comes back short. A full
  // batch means a backlog: then several claim-send-record loops overlap one batch's posts with
  // another's statements; the claims never overlap (SKIP LOCKED).
  const drain = async () => {
    const rows = await claimDueDeliveries(db, batchSize, leaseMs);
    if (rows.length === 0) {
      return;
    }
    if (rows.length < batchSize) {
      await deliverBatch(rows);
      return;
    }
    await Promise.all([
      deliverBatch(rows).then(drainBatches),
      ...Array.from({ length: parallelBatches - 1 }, drainBatches),
    ]);
  };

  // A commit wakes the dispatcher a moment later rather than at once: the request that
  // committed answers first instead of sharing the database and the CPU with the delivery, and
  // the commits of that moment are claimed together.
  const wakeDelayMs = options.wakeDelayMs ?? 10;
  let scheduled: NodeJS.Timeout | undefined;
  const wake = () => {
    if (stopped || scheduled) {
      return;
    }
    scheduled = setTimeout(() => {
      scheduled = undefined;
      run();
    }, wakeDelayMs);
  };

  const run = () => {
    if (stopped) {
      return;
    }
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          logger.error({ err: error }, 'webhook delivery failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };

  const timer = setInterval(run, options.pollIntervalMs);
  timer.unref();
  run();

  return {
    wake,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(scheduled);
      await running;
    },
  };
}
