import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './support/built-server.js';
for (let i = 0; i < 4; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chk-'));
  const s = await startBuiltServer(dir, { NODE_OPTIONS: '--require /tmp/trace.cjs' });
  console.log('ready seen', Date.now());
  const exit = await s.process.stop();
  await new Promise((r) => setTimeout(r, 200));
  console.log(i, exit, s.process.output().split('\n').filter((l) => l.includes('[trace]') || l.includes('    at ')).join('\n'));
  fs.rmSync(dir, { recursive: true });
}
