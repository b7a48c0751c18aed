import fs from 'node:fs/promises';

/** Resident set size of a live process in bytes, from Linux's /proc/<pid>/status. */
export async function readResidentBytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) {
    throw new Error(`/proc/${pid}/status has no VmRSS line; is the process still running?`);
  }
  return Number.parseInt(match[1], 10) * 1024;
}
