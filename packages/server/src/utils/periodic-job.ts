import type { Logger } from '../logger.js';

export type PeriodicJobOptions = {
  /** Names the job in the log line of a failed run, e.g. `audit log retention`. */
  name: string;
  firstDelayMs: number;
  /** Time from the end of one run to the start of the next. */
  intervalMs: number;
  /**
   * One run. The signal aborts when the job is stopped: work of many steps checks it between
   * steps, so a stop does not wait for all of them.
   */
  run: (signal: AbortSignal) => Promise<unknown> | void;
  logger: Pick<Logger, 'warn'>;
};

export type PeriodicJob = {
  /** Ends the schedule and resolves once a run under way has finished. */
  stop: () => Promise<void>;
};

/**
 * Runs background work on a schedule: first after `firstDelayMs`, then `intervalMs` after each
 * run ends, so two runs never overlap however long one takes. A failed run is logged and the
 * next one comes as planned. The timers are unref'd: a job never keeps the process alive.
 */
export function startPeriodicJob({ name, firstDelayMs, intervalMs, run, logger }: PeriodicJobOptions): PeriodicJob {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const runOnce = async () => {
    try {
      await run(stopping.signal);
    } catch (error) {
      logger.warn({ err: error, job: name }, `${name} failed`);
    }
    if (!stopping.signal.aborted) {
      schedule(intervalMs);
    }
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runOnce();
    }, delayMs);
    timer.unref();
  };
  schedule(firstDelayMs);

  return {
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
