/**
 * A script's time limit, counted in CPU time of this process: on a busy machine the wall clock
 * runs on while the script waits for a core, and a limit on it would fail well-behaved scripts.
 * The wall clock still bounds a run, at `wallCapFactor` times the limit.
 */
export const wallCapFactor = 10;

export type TimeBudget = { expired(): boolean };

export function startTimeBudget(limitMs: number): TimeBudget {
  const cpuAtStart = process.cpuUsage();
  const wallAtStart = performance.now();
  return {
    expired() {
      const { user, system } = process.cpuUsage(cpuAtStart);
      return (user + system) / 1000 > limitMs || performance.now() - wallAtStart > limitMs * wallCapFactor;
    },
  };
}
