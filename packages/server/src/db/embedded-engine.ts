import type { PGlite } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';

/**
 * The settings every open of the embedded PostgreSQL uses. A small buffer pool keeps the
 * engine's resident memory modest (measured: the default pool puts the idle server near 400 MB;
 * 32 MB keeps it near 200 MB).
 */
const engineOptions = { postgresqlconf: 'shared_buffers = 32MB' };

/**
 * What the server asks of the embedded database: PGlite's query, and closing it. `begin`, given
 * with a transaction's first statement, opens the transaction in the same trip (the statement is
 * not run when it fails). `inTransaction` marks a statement of the transaction that holds the
 * engine: nobody else's statement can run until it ends, so it is not held back for company.
 */
export type EmbeddedEngine = {
  query<R>(
    sql: string,
    params: unknown[],
    options?: { begin?: string; inTransaction?: boolean },
  ): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
  readonly closed: boolean;
};

/** Opens (or creates) the embedded PostgreSQL in `clusterDir` on the calling thread. */
export async function createEmbeddedEngine(clusterDir: string): Promise<EmbeddedEngine> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // pg_trgm backs the users' substring search (migration 0008); the engine must load it on every
  // open, as the extension's functions live outside the cluster files.
  const pglite: PGlite = await PGlite.create(clusterDir, { ...engineOptions, extensions: { pg_trgm } });
  return {
    async query<R>(sql: string, params: unknown[], { begin }: { begin?: string } = {}) {
      // One caller, one statement at a time: the `begin` runs first, and a failed one throws.
      if (begin !== undefined) {
        await pglite.query(begin);
      }
      return pglite.query<R>(sql, params);
    },
    close: async () => pglite.close(),
    get closed() {
      return pglite.closed;
    },
  };
}

/** The thread's first message: whether the engine opened. */
type Started = { type: 'ready' } | { type: 'failed'; error: ErrorFields };
/** Every later message is a batch of these, one per statement posted (and one for `close`). */
type Reply =
  | { id: number; ok: true; rows?: unknown[]; affectedRows?: number }
  | { id: number; ok: false; error: ErrorFields };
type ErrorFields = { message: string; name?: string } & Record<string, unknown>;

/** An Error carrying the engine's fields (`code` '23505' and the like), as PGlite throws it. */
const toError = ({ message, ...fields }: ErrorFields) => Object.assign(new Error(message), fields);

/**
 * Opens the embedded PostgreSQL on a thread of its own. PGlite computes on the thread that calls
 * it; on the HTTP thread its queries took a third of the time of a password sign-in, so the
 * engine runs beside it and the HTTP thread only waits. The thread keeps the process alive only
 * while a query is pending, like an in-process engine.
 */
export async function openEmbeddedEngineThread(clusterDir: string): Promise<EmbeddedEngine> {
  const worker = new Worker(new URL('./embedded-engine-thread.mjs', import.meta.url), {
    workerData: { clusterDir, options: engineOptions },
  });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closed = false;

  const failAll = (error: Error) => {
    closed = true;
    for (const waiter of pending.values()) {
      waiter.reject(error);
    }
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The embedded database thread stopped (exit code ${code}).`)));

  await new Promise<void>((resolve, reject) => {
    const first = (started: Started) => {
      if (started.type === 'ready') {
        resolve();
      } else {
        reject(toError(started.error));
      }
    };
    worker.once('message', first);
    worker.once('error', reject);
  });
  worker.on('message', (replies: Reply[]) => {
    for (const reply of replies) {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) {
        waiter?.resolve(reply);
      } else {
        waiter?.reject(toError(reply.error));
      }
    }
    if (pending.size === 0) {
      worker.unref();
    }
  });
  worker.unref();

  // Statements posted during one turn of the event loop go to the thread in one message, and
  // come back in one: each message wakes the other thread, and that wake-up cost more than the
  // copy (postMessage was 15 to 23 % of the HTTP thread's time in code sign-ins). Under load many
  // requests reach the database in the same turn. The order of statements is kept: the thread
  // runs them as they were posted, so a statement posted before a transaction's `begin` still
  // runs outside it (see pglite-dialect.ts).
  //
  // A statement of the transaction that holds the engine leaves at once, with whatever is queued
  // before it: no other statement can join it until the transaction ends, and every turn it
  // waited would hold the engine, and every request queued behind the transaction, that much
  // longer (passkey sign-ins were bound by one such transaction at 16 ms a turn under load).
  let queued: Record<string, unknown>[] = [];
  const flush = () => {
    if (queued.length === 0) {
      return;
    }
    const batch = queued;
    queued = [];
    worker.postMessage(batch);
  };
  const send = (message: Record<string, unknown>, now = false) =>
    new Promise<Reply>((resolve, reject) => {
      if (closed) {
        reject(new Error('The embedded database is closed.'));
        return;
      }
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.ref();
      if (queued.length === 0 && !now) {
        setImmediate(flush);
      }
      queued.push({ ...message, id });
      if (now) {
        flush();
      }
    });

  return {
    async query<R>(sql: string, params: unknown[], { begin, inTransaction = false }: { begin?: string; inTransaction?: boolean } = {}) {
      const message = begin === undefined ? { sql, params } : { sql, params, begin };
      const reply = (await send(message, inTransaction)) as { rows?: R[]; affectedRows?: number };
      return { rows: reply.rows ?? [], affectedRows: reply.affectedRows };
    },
    async close() {
      if (closed) {
        return;
      }
      await send({ type: 'close' });
      closed = true;
      await worker.terminate();
    },
    get closed() {
      return closed;
    },
  };
}
