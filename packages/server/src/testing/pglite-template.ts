import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedAll } from '../bootstrap/seed.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything that shapes a fresh database: migrations and seed code. */
const fingerprint = () => {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(full);
      } else if (/(^|\/)(migrations\/.*|seed)\.ts$/.test(full.replace(/\\/g, '/')) || full.includes(`${path.sep}migrations${path.sep}`)) {
        hash.update(full).update(fs.readFileSync(full));
      }
    }
  };
  visit(sourceDir);
  return hash.digest('hex').slice(0, 16);
};

/**
 * A migrated, seeded embedded database built once per source state and copied for each test
 * file: creating an embedded cluster from scratch costs seconds, copying it milliseconds.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `tessera-pglite-template-${fingerprint()}`);
  if (fs.existsSync(path.join(template, 'ready'))) {
    return template;
  }
  const building = `${template}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ dataDir: building });
  try {
    await migrateToLatest(database.db);
    await seedAll(database.db);
  } finally {
    await database.close();
  }
  fs.writeFileSync(path.join(building, 'ready'), '');
  try {
    fs.renameSync(building, template);
  } catch {
    // Another worker finished first; its copy is as good as ours.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}
