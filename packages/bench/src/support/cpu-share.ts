import fs from 'node:fs/promises';

/** CPU time of each thread of a process (user + system), from Linux's /proc/<pid>/task. */
async function readThreadsCpuMs(pid: number) {
  const threads = new Map<string, number>();
  for (const tid of await fs.readdir(`/proc/${pid}/task`)) {
    // A thread that ended between the listing and the read is simply not counted.
    const stat = await fs.readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => undefined);
    if (stat !== undefined) {
      // Fields after the command name (which may hold spaces) start at the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Linux reports in clock ticks of 1/100 s on every platform Node runs on.
      threads.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
    }
  }
  return threads;
}

/**
 * CPU time per completed unit of work (a sign-in) while a load runs: the server's HTTP thread
 * (the main thread), its busiest other thread (the embedded database's, when it runs one), its
 * remaining threads (hashing, crypto jobs, GC) and the bench process itself. CPU per sign-in moves
 * little with other work on the machine, unlike the rate, and the bench's own share says how much
 * of the cores the load generator took.
 */
export async function startCpuShare(serverPid: number, benchWork = 'simulated browsers', unitOfWork = 'sign-in') {
  const before = await readThreadsCpuMs(serverPid);
  const bench = process.cpuUsage();
  return async (count: number, labelPrefix = '') => {
    const after = await readThreadsCpuMs(serverPid);
    const benchUsed = process.cpuUsage(bench);
    const used = (tid: string) => (after.get(tid) ?? 0) - (before.get(tid) ?? 0);
    const http = used(String(serverPid));
    const others = [...after.keys()].filter((tid) => tid !== String(serverPid)).map(used);
    const busiest = Math.max(0, ...others);
    const rest = others.reduce((sum, ms) => sum + ms, 0) - busiest;
    const per = (ms: number) => Math.round((10 * ms) / Math.max(1, count)) / 10;
    const row = (what: string, ms: number) => ({ label: `${labelPrefix}${what}`, value: per(ms), unit: 'ms' });
    return [
      row(`server CPU per ${unitOfWork}, HTTP thread`, http),
      row(`server CPU per ${unitOfWork}, busiest other thread (embedded database)`, busiest),
      row(`server CPU per ${unitOfWork}, remaining threads`, rest),
      row(`bench CPU per ${unitOfWork} (${benchWork})`, (benchUsed.user + benchUsed.system) / 1000),
    ];
  };
}
