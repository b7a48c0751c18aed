import fs from 'node:fs';

/** State and parent pid from /proc/<pid>/stat (the fields after the parenthesised command name). */
const statOf = (pid: number | string) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, parent: Number(parent) };
  } catch {
    return undefined; // it exited while we looked
  }
};

/** The running child processes of `pid`, read from /proc (Linux). */
export const childPids = (pid: number) =>
  fs
    .readdirSync('/proc')
    .filter((entry) => {
      const stat = /^\d+$/.test(entry) ? statOf(entry) : undefined;
      return stat?.parent === pid && stat.state !== 'Z';
    })
    .map(Number)
    .sort((a, b) => a - b);

/** Whether `pid` still runs (an exited process not yet reaped counts as gone). */
export const isRunning = (pid: number) => {
  const stat = statOf(pid);
  return stat !== undefined && stat.state !== 'Z';
};
