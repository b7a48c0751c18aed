import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A freshly initialised embedded cluster, packed at build time. Creating a cluster runs the
 * engine's initdb, which grows its WebAssembly memory to about 750 MB and never gives it back;
 * a first start that unpacks this template instead idles like a restart (see docs/decisions.md).
 *
 * Format: gzip of a magic line, one JSON header line (engine version, directories, files with
 * sizes) and the files' bytes.
 */
type TemplateHeader = { engine: string; directories: string[]; files: { path: string; size: number }[] };

const magic = 'tessera-cluster-template 1\n';

/** The embedded engine's package version: a template only fits the engine that wrote it. */
export function embeddedEngineVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    dir = path.dirname(dir);
  }
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Every directory (the engine needs its empty ones too) and every file under `root`. */
const listTree = (root: string, dir = ''): { directories: string[]; files: string[] } => {
  const tree = { directories: [] as string[], files: [] as string[] };
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      const below = listTree(root, relative);
      tree.directories.push(relative, ...below.directories);
      tree.files.push(...below.files);
    } else {
      tree.files.push(relative);
    }
  }
  return tree;
};

const assertInside = (entry: string) => {
  if (entry.split('/').includes('..') || path.isAbsolute(entry)) {
    throw new Error(`Cluster template entry escapes its directory: ${entry}`);
  }
};

export function packClusterTemplate(clusterDir: string, engine: string): Buffer {
  const { directories, files } = listTree(clusterDir);
  files.sort();
  const contents = files.map((file) => fs.readFileSync(path.join(clusterDir, file)));
  const header: TemplateHeader = {
    engine,
    directories: directories.sort(),
    files: files.map((file, index) => ({ path: file, size: contents[index]!.length })),
  };
  return gzipSync(Buffer.concat([Buffer.from(`${magic}${JSON.stringify(header)}\n`), ...contents]));
}

/**
 * Writes the template's cluster into `clusterDir`, which must not exist yet. The files land in
 * a sibling directory first and are renamed into place, so an interrupted start leaves no
 * half-written cluster behind. Returns false, writing nothing, when the template was made by
 * another engine version.
 */
export function unpackClusterTemplate(template: Buffer, clusterDir: string, engine: string): boolean {
  const bytes = gunzipSync(template);
  const headerEnd = bytes.indexOf(0x0a, magic.length);
  if (bytes.subarray(0, magic.length).toString() !== magic || headerEnd < 0) {
    throw new Error('Not a cluster template.');
  }
  const header = JSON.parse(bytes.subarray(magic.length, headerEnd).toString()) as TemplateHeader;
  if (header.engine !== engine) {
    return false;
  }
  const staging = `${clusterDir}.unpacking-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  for (const directory of header.directories) {
    assertInside(directory);
    fs.mkdirSync(path.join(staging, directory), { recursive: true });
  }
  let offset = headerEnd + 1;
  for (const file of header.files) {
    assertInside(file.path);
    const target = path.join(staging, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes.subarray(offset, offset + file.size));
    offset += file.size;
  }
  if (offset !== bytes.length) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error('Cluster template is truncated or has trailing bytes.');
  }
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.renameSync(staging, clusterDir);
  return true;
}
