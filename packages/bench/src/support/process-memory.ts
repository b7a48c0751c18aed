import fs from 'node:fs/promises';

export type ProcessMemory = { residentBytes: number; peakResidentBytes: number };

const readKilobytes = (status: string, field: string) => {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
  if (!match?.[1]) {
    throw new Error(`/proc status has no ${field} line; is the process still running?`);
  }
  return Number.parseInt(match[1], 10) * 1024;
};

/** Resident set size now and at its peak, from Linux's /proc/<pid>/status. */
export async function readProcessMemory(pid: number): Promise<ProcessMemory> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return {
    residentBytes: readKilobytes(status, 'VmRSS'),
    peakResidentBytes: readKilobytes(status, 'VmHWM'),
  };
}
