/**
 * Build step (`npm run build -w @tessera/server`): initialises an empty embedded cluster in a
 * temporary directory and packs it beside the built server. Runs as its own process, so the
 * engine's initdb memory is gone with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedEngineVersion, packClusterTemplate } from './cluster-template.js';
import { createEmbeddedEngine } from './embedded-engine.js';

const output = process.argv[2];
if (!output) {
  throw new Error('Usage: build-cluster-template <output file>');
}
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cluster-'));
try {
  const clusterDir = path.join(scratch, 'pglite');
  const engine = await createEmbeddedEngine(clusterDir);
  await engine.close();
  fs.writeFileSync(output, packClusterTemplate(clusterDir, embeddedEngineVersion()));
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
