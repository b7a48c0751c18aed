import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { ensurePgliteTemplate } from '../testing/pglite-template.js';
import { createClusterFromTemplate } from './cluster-from-template.js';
import { embeddedEngineVersion, packClusterTemplate, unpackClusterTemplate } from './cluster-template.js';
import { openDatabase } from './database.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-ct-'));
  dirs.push(dir);
  return dir;
};
/** A template as a file, the way the server reads it. */
const templateFileOf = (template: Buffer) => {
  const file = path.join(tempDir(), 'cluster.gz');
  fs.writeFileSync(file, template);
  return file;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('cluster template', () => {
  it('gives back every file and every empty directory it packed', async () => {
    const source = tempDir();
    fs.mkdirSync(path.join(source, 'base/1'), { recursive: true });
    fs.mkdirSync(path.join(source, 'pg_tblspc'));
    fs.writeFileSync(path.join(source, 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(source, 'base/1/2619'), Buffer.alloc(8192, 7));
    const target = path.join(tempDir(), 'pglite');

    await expect(unpackClusterTemplate(templateFileOf(packClusterTemplate(source, 'x.y')), target, 'x.y')).resolves.toBe(true);

    expect(fs.readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(fs.readFileSync(path.join(target, 'base/1/2619'))).toEqual(Buffer.alloc(8192, 7));
    expect(fs.readdirSync(path.join(target, 'pg_tblspc'))).toEqual([]);
    expect(fs.readdirSync(path.dirname(target))).toEqual(['pglite']);
  });

  it('writes nothing when the template comes from another engine version', async () => {
    const source = tempDir();
    fs.writeFileSync(path.join(source, 'PG_VERSION'), '18\n');
    const target = path.join(tempDir(), 'pglite');
    await expect(unpackClusterTemplate(templateFileOf(packClusterTemplate(source, '0.1.0')), target, '0.2.0')).resolves.toBe(false);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('refuses entries that would land outside the cluster directory', async () => {
    const header = JSON.stringify({ engine: 'x', directories: [], files: [{ path: '../escape', size: 1 }] });
    const template = gzipSync(Buffer.from(`tessera-cluster-template 1\n${header}\nA`));
    const parent = tempDir();
    await expect(unpackClusterTemplate(templateFileOf(template), path.join(parent, 'pglite'), 'x')).rejects.toThrow(/escapes/);
    expect(fs.existsSync(path.join(parent, 'escape'))).toBe(false);
  });

  it('refuses trailing bytes', async () => {
    const header = JSON.stringify({ engine: 'x', directories: [], files: [{ path: 'a', size: 1 }] });
    const template = gzipSync(Buffer.from(`tessera-cluster-template 1\n${header}\nAB`));
    const parent = tempDir();
    await expect(unpackClusterTemplate(templateFileOf(template), path.join(parent, 'pglite'), 'x')).rejects.toThrow(/trailing/);
    expect(fs.readdirSync(parent)).toEqual([]);
  });

  it('refuses a truncated template', async () => {
    const header = JSON.stringify({ engine: 'x', directories: [], files: [{ path: 'a', size: 10 }] });
    const template = gzipSync(Buffer.from(`tessera-cluster-template 1\n${header}\nshort`));
    const parent = tempDir();
    await expect(unpackClusterTemplate(templateFileOf(template), path.join(parent, 'pglite'), 'x')).rejects.toThrow(/truncated/);
    expect(fs.existsSync(path.join(parent, 'pglite'))).toBe(false);
  });

  it('packs a real embedded cluster that opens and answers after unpacking', async () => {
    const migrated = await ensurePgliteTemplate();
    const templateFile = path.join(tempDir(), 'cluster.gz');
    fs.writeFileSync(templateFile, packClusterTemplate(path.join(migrated, 'pglite'), embeddedEngineVersion()));
    const dataDir = tempDir();

    await expect(createClusterFromTemplate(path.join(dataDir, 'pglite'), templateFile)).resolves.toBe(true);
    fs.copyFileSync(path.join(migrated, 'tessera-data.json'), path.join(dataDir, 'tessera-data.json'));
    const database = await openDatabase({ dataDir });
    try {
      const tenants = await database.db.selectFrom('tenants').select('id').orderBy('id').execute();
      expect(tenants.map((tenant) => tenant.id)).toEqual(['admin', 'default']);
    } finally {
      await database.close();
    }
  });

  it('leaves the cluster to the engine when there is no template', async () => {
    const dataDir = tempDir();
    await expect(createClusterFromTemplate(path.join(dataDir, 'pglite'), path.join(dataDir, 'missing.gz'))).resolves.toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});
