import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs `use` with a fresh empty directory and removes it afterwards, also on failure. */
export async function withTempDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-bench-${prefix}-`));
  try {
    return await use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
