/**
 * Build step (`npm run build -w @tessera/server`): initialises an embedded cluster in a temporary
 * directory, applies this build's migrations (creating tables and indexes grows the engine's
 * memory too) and packs it beside the built server. Nothing tenant-specific is in it: the first
 * start seeds keys and secrets of its own. Runs as its own process, so the engine's memory is
 * gone with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedEngineVersion, packClusterTemplate } from './cluster-template.js';
import { Kysely } from 'kysely';
import { createEmbeddedEngine } from './embedded-engine.js';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

const output = process.argv[2];
if (!output) {
  throw new Error('Usage: build-cluster-template <output file>');
}
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cluster-'));
try {
  const clusterDir = path.join(scratch, 'pglite');
  const db = new Kysely<Database>({ dialect: new PGliteDialect(await createEmbeddedEngine(clusterDir)) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  fs.writeFileSync(output, packClusterTemplate(clusterDir, embeddedEngineVersion()));
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
