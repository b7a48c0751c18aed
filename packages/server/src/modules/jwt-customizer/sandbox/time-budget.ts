/**
 * A script's time limit, counted in CPU time of this process: on a busy machine the wall clock
 * runs on while the script waits for a core, and a limit on it would fail well-behaved scripts.
 * The wall clock still bounds a run, at `wallCapFactor` times the limit, fetches included.
 */
export const wallCapFactor = 10;

export type TimeBudget = {
  expired(): boolean;
  /** Wall time left before the cap, in ms (never below 0). */
  wallLeftMs(): number;
  /**
   * Stops counting CPU time while the run waits for the host (a fetch): what the process does
   * meanwhile serves other requests, not the script. The wall clock runs on.
   */
  pause(): void;
  resume(): void;
};

export function startTimeBudget(limitMs: number): TimeBudget {
  const wallAtStart = performance.now();
  let spentMicros = 0;
  let cpuAtResume: NodeJS.CpuUsage | undefined = process.cpuUsage();
  const cpuMs = () => {
    if (!cpuAtResume) {
      return spentMicros / 1000;
    }
    const { user, system } = process.cpuUsage(cpuAtResume);
    return (spentMicros + user + system) / 1000;
  };
  const wallLeftMs = () => Math.max(0, limitMs * wallCapFactor - (performance.now() - wallAtStart));
  return {
    expired: () => cpuMs() > limitMs || wallLeftMs() <= 0,
    wallLeftMs,
    pause() {
      if (cpuAtResume) {
        const { user, system } = process.cpuUsage(cpuAtResume);
        spentMicros += user + system;
        cpuAtResume = undefined;
      }
    },
    resume() {
      cpuAtResume ??= process.cpuUsage();
    },
  };
}
