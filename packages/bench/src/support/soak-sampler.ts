import type { Outcome } from './mixed-load.js';
import { countOpenHandles, readCpuMs } from './process-handles.js';
import { readProcessMemory } from './process-memory.js';
import { percentile } from './stats.js';

/** One sampling window of the soak. */
export type SoakSample = {
  /** Seconds since the soak started, at the end of the window. */
  atSeconds: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  residentMib: number;
  /** Open descriptors other than sockets and database files (pipes, timers, other files). */
  openHandles: number;
  openSockets: number;
  openDataFiles: number;
  /** Server CPU time per answered request in the window: load on the machine barely moves it. */
  cpuMsPerRequest: number;
};

/**
 * Collects outcomes and, every `intervalMs`, closes a window: throughput and p99 of the
 * requests answered in it, and the server's resident memory and open handles at its end.
 */
export function startSoakSampler(
  pid: number,
  dataDir: string,
  intervalMs: number,
  onSample: (sample: SoakSample) => void,
) {
  const started = performance.now();
  const samples: SoakSample[] = [];
  let windowStarted = started;
  let cpuAtWindowStart = readCpuMs(pid);
  let latencies: number[] = [];
  let answered = 0;
  let errors = 0;
  let totalErrors = 0;
  const statuses = new Map<string, number>();

  const close = async () => {
    const now = performance.now();
    const memory = await readProcessMemory(pid);
    const cpuMs = await readCpuMs(pid);
    const handles = await countOpenHandles(pid, dataDir);
    const cpuAtStart = await cpuAtWindowStart;
    cpuAtWindowStart = Promise.resolve(cpuMs);
    const sample: SoakSample = {
      atSeconds: Math.round((now - started) / 1000),
      requestsPerSecond: answered / ((now - windowStarted) / 1000),
      p99Ms: percentile(latencies, 99),
      errors,
      residentMib: memory.residentBytes / 2 ** 20,
      openHandles: handles.other,
      openSockets: handles.sockets,
      openDataFiles: handles.dataFiles,
      cpuMsPerRequest: (cpuMs - cpuAtStart) / Math.max(1, answered),
    };
    windowStarted = now;
    latencies = [];
    answered = 0;
    errors = 0;
    samples.push(sample);
    onSample(sample);
  };

  let closing = Promise.resolve();
  let failure: unknown;
  const timer = setInterval(() => {
    // A server that is gone has no /proc entry; the soak ends with that error.
    closing = closing.then(close).catch((error: unknown) => {
      failure ??= error;
    });
  }, intervalMs);

  return {
    record: (outcome: Outcome) => {
      latencies.push(outcome.latencyMs);
      if (outcome.ok) {
        answered++;
        return;
      }
      errors++;
      totalErrors++;
      const key = String(outcome.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    },
    /** Stops sampling (a partial last window is dropped) and returns the windows. */
    stop: async () => {
      clearInterval(timer);
      await closing;
      if (failure) {
        throw failure instanceof Error ? failure : new Error(String(failure));
      }
      return { samples, totalErrors, errorStatuses: Object.fromEntries(statuses) };
    },
  };
}
