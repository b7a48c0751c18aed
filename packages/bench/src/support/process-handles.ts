import fs from 'node:fs/promises';

/**
 * Open file descriptors of a process from Linux's /proc/<pid>/fd: sockets apart (their number
 * follows the client's connections) from the rest (files, pipes, timers), which a leak grows.
 */
export async function countOpenHandles(pid: number): Promise<{ sockets: number; other: number }> {
  const dir = `/proc/${pid}/fd`;
  let sockets = 0;
  let other = 0;
  for (const entry of await fs.readdir(dir)) {
    // A descriptor closed between the listing and the read is simply not counted.
    const target = await fs.readlink(`${dir}/${entry}`).catch(() => undefined);
    if (target?.startsWith('socket:')) {
      sockets++;
    } else if (target !== undefined) {
      other++;
    }
  }
  return { sockets, other };
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
