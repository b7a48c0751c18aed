import fs from 'node:fs/promises';

/**
 * Open file descriptors of a process from Linux's /proc/<pid>/fd, in three kinds: sockets
 * (their number follows the client's connections), files under `dataDir` (the embedded
 * database keeps the files it has touched open, up to a bound) and the rest (pipes, timers,
 * other files), which a leak grows.
 */
export async function countOpenHandles(pid: number, dataDir: string) {
  const dir = `/proc/${pid}/fd`;
  const counts = { sockets: 0, dataFiles: 0, other: 0 };
  for (const entry of await fs.readdir(dir)) {
    // A descriptor closed between the listing and the read is simply not counted.
    const target = await fs.readlink(`${dir}/${entry}`).catch(() => undefined);
    if (target === undefined) {
      continue;
    }
    if (target.startsWith('socket:')) {
      counts.sockets++;
    } else if (target.startsWith(`${dataDir}/`)) {
      counts.dataFiles++;
    } else {
      counts.other++;
    }
  }
  return counts;
}

/** CPU time the process has used so far (user + system), from Linux's /proc/<pid>/stat. */
export async function readCpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  // Linux reports in clock ticks of 1/100 s on every platform Node runs on.
  return ticks * 10;
}
