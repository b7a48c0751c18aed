import type { Logger } from '../../logger.js';

export type BatchWriterOptions<T> = {
  /** What the writer is, for its failure messages. */
  name: string;
  /** Writes one batch, e.g. as one multi-row insert. */
  write: (items: T[]) => Promise<void>;
  /** A batch this large is written at once. */
  maxItems: number;
  /** Items never wait longer than this before their batch is written. */
  intervalMs: number;
  logger: Pick<Logger, 'error'>;
};

export type BatchWriter<T> = {
  /** Queues an item; never waits and never throws. */
  add: (item: T) => void;
  /** Writes what is queued now; resolves once written (or the failure was logged). */
  flush: () => Promise<void>;
  /** Writes what is queued and stops the timer; later items are written at once, one batch each. */
  close: () => Promise<void>;
};

/**
 * Collects records a request produces (audit logs, activity counts) and writes them in batches
 * in the background, so the request neither waits for nor fails on their writes. A failed batch
 * is logged and dropped: losing some records beats slowing or failing sign-ins.
 */
export function createBatchWriter<T>({ name, write, maxItems, intervalMs, logger }: BatchWriterOptions<T>): BatchWriter<T> {
  let queue: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const inFlight = new Set<Promise<void>>();

  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (queue.length > 0) {
      const batch = queue;
      queue = [];
      const pending = write(batch)
        .catch((error: unknown) => logger.error({ err: error, writer: name, dropped: batch.length }, 'batch write failed'))
        .finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    }
    return Promise.all(inFlight).then(() => undefined);
  };

  return {
    add: (item) => {
      queue.push(item);
      if (closed || queue.length >= maxItems) {
        void flush();
      } else if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        timer.unref();
      }
    },
    flush,
    close: () => {
      closed = true;
      return flush();
    },
  };
}
