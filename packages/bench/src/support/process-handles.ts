import fs from 'node:fs/promises';

/** Open file descriptors of a process (sockets, files, pipes), from Linux's /proc/<pid>/fd. */
export async function countOpenHandles(pid: number): Promise<number> {
  return (await fs.readdir(`/proc/${pid}/fd`)).length;
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
