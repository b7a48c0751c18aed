import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.js';

const minute = 60_000;

/** A run the test finishes when it chooses. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

const silentLogger = () => ({ warn: vi.fn() });

/** Timers that keep the process alive (unref'd ones are not listed). */
const refTimers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('startPeriodicJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs first after the delay, then an interval after each run', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const job = startPeriodicJob({ name: 'test job', firstDelayMs: minute, intervalMs: 10 * minute, run, logger: silentLogger() });
    await vi.advanceTimersByTimeAsync(minute - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * minute - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
  });

  it('never starts a run while one is under way, and counts the interval from its end', async () => {
    vi.useFakeTimers();
    const slow = deferred();
    const run = vi.fn(() => (run.mock.calls.length === 1 ? slow.promise : undefined));
    const job = startPeriodicJob({ name: 'test job', firstDelayMs: 0, intervalMs: minute, run, logger: silentLogger() });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(run).toHaveBeenCalledTimes(1);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(minute - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('logs a failed run with the job name and keeps running', async () => {
    vi.useFakeTimers();
    const logger = silentLogger();
    const failure = new Error('database unreachable');
    let calls = 0;
    const run = vi.fn(async () => {
      calls += 1;
      if (calls === 1) {
        throw failure;
      }
    });
    const job = startPeriodicJob({ name: 'audit log retention', firstDelayMs: 0, intervalMs: minute, run, logger });
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.warn).toHaveBeenCalledWith({ err: failure, job: 'audit log retention' }, 'audit log retention failed');
    await vi.advanceTimersByTimeAsync(minute);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it('logs work that throws before returning a promise, and keeps running', async () => {
    vi.useFakeTimers();
    const logger = silentLogger();
    const run = vi.fn(() => {
      throw new Error('not ready');
    });
    const job = startPeriodicJob({ name: 'sweep', firstDelayMs: 0, intervalMs: minute, run, logger });
    await vi.advanceTimersByTimeAsync(minute);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('stops: waits for the run under way, aborts its signal, and runs no more', async () => {
    vi.useFakeTimers();
    const slow = deferred();
    const signals: AbortSignal[] = [];
    const run = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return slow.promise;
    });
    const job = startPeriodicJob({ name: 'test job', firstDelayMs: 0, intervalMs: minute, run, logger: silentLogger() });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    slow.resolve();
    await stopping;
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing when stopped before its first run', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const job = startPeriodicJob({ name: 'test job', firstDelayMs: minute, intervalMs: minute, run, logger: silentLogger() });
    await job.stop();
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(run).not.toHaveBeenCalled();
  });

  it('never keeps the process alive, before or between runs', async () => {
    const before = refTimers();
    const ran = deferred();
    const job = startPeriodicJob({
      name: 'test job',
      firstDelayMs: 0,
      intervalMs: 60 * minute,
      run: () => ran.resolve(),
      logger: silentLogger(),
    });
    expect(refTimers(), 'the first run waits on an unref’d timer').toBe(before);
    await ran.promise;
    // The next turn of the event loop: the run has ended and the next one is scheduled.
    await new Promise((resolve) => setImmediate(resolve));
    expect(refTimers(), 'the next run waits on an unref’d timer').toBe(before);
    await job.stop();
  });
});
