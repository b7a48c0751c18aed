import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Fresh temporary directories for one test file; `removeAll` in afterAll cleans them up. */
export function createTempDirs(prefix: string) {
  const created: string[] = [];
  return {
    make: () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-e2e-${prefix}-`));
      created.push(dir);
      return dir;
    },
    removeAll: () => created.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
  };
}
