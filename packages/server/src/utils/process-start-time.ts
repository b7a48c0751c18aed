import fs from 'node:fs';

/**
 * When a process started, in clock ticks since boot, with the boot it belongs to (Linux's
 * /proc/<pid>/stat and boot_id); undefined where /proc is not available. Together with the pid
 * it names one process: a pid reused by another process after a crash has another start time.
 */
export function readProcessStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses) start at the last ')'.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTime ? `${bootId}/${startTime}` : undefined;
  } catch {
    return undefined;
  }
}
