import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createGunzip, gzipSync } from 'node:zlib';

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
 * Reads exact byte counts from a stream of chunks, holding no more than the bytes asked for:
 * the unpacked cluster is ten times the template, and a first start should not keep it in memory.
 */
function byteReader(chunks: AsyncIterable<Buffer>) {
  const iterator = chunks[Symbol.asyncIterator]();
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const fill = async (needed: number) => {
    while (pendingBytes < needed) {
      const next = await iterator.next();
      if (next.done) {
        return false;
      }
      pending.push(next.value);
      pendingBytes += next.value.length;
    }
    return true;
  };
  const split = (length: number) => {
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = length < joined.length ? [joined.subarray(length)] : [];
    pendingBytes = joined.length - length;
    return joined.subarray(0, length);
  };
  return {
    /** Exactly `length` bytes, or undefined when the stream ends first. */
    async take(length: number) {
      return (await fill(length)) ? split(length) : undefined;
    },
    /** The bytes up to (not including) the next newline, or undefined without one. */
    async line(limit: number) {
      for (;;) {
        const joined = Buffer.concat(pending);
        pending = [joined];
        const end = joined.indexOf(0x0a);
        if (end >= 0) {
          const line = split(end + 1);
          return line.subarray(0, end);
        }
        if (pendingBytes > limit || !(await fill(pendingBytes + 1))) {
          return undefined;
        }
      }
    },
    /** Hands the next `length` bytes to `write` chunk by chunk; false when the stream ends first. */
    async copy(length: number, write: (chunk: Buffer) => void) {
      let left = length;
      while (left > 0) {
        if (pendingBytes === 0 && !(await fill(1))) {
          return false;
        }
        const chunk = pending.shift()!;
        const used = Math.min(left, chunk.length);
        write(chunk.subarray(0, used));
        if (used < chunk.length) {
          pending.unshift(chunk.subarray(used));
        }
        pendingBytes -= used;
        left -= used;
      }
      return true;
    },
    async atEnd() {
      return pendingBytes === 0 && !(await fill(1));
    },
  };
}

const headerLimitBytes = 16 * 1024 * 1024;

/**
 * Writes the template's cluster into `clusterDir`, which must not exist yet. The files land in
 * a sibling directory first and are renamed into place, so an interrupted start leaves no
 * half-written cluster behind. Returns false, writing nothing, when the template was made by
 * another engine version.
 */
export async function unpackClusterTemplate(templateFile: string, clusterDir: string, engine: string): Promise<boolean> {
  const reader = byteReader(fs.createReadStream(templateFile).pipe(createGunzip()));
  if ((await reader.take(magic.length))?.toString() !== magic) {
    throw new Error('Not a cluster template.');
  }
  const headerLine = await reader.line(headerLimitBytes);
  if (!headerLine) {
    throw new Error('Not a cluster template.');
  }
  const header = JSON.parse(headerLine.toString()) as TemplateHeader;
  if (header.engine !== engine) {
    return false;
  }
  const staging = `${clusterDir}.unpacking-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const fail = (message: string) => {
    fs.rmSync(staging, { recursive: true, force: true });
    return new Error(message);
  };
  for (const directory of header.directories) {
    assertInside(directory);
    fs.mkdirSync(path.join(staging, directory), { recursive: true });
  }
  for (const file of header.files) {
    assertInside(file.path);
    const target = path.join(staging, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const fd = fs.openSync(target, 'w');
    let complete: boolean;
    try {
      complete = await reader.copy(file.size, (chunk) => fs.writeSync(fd, chunk));
    } finally {
      fs.closeSync(fd);
    }
    if (!complete) {
      throw fail('Cluster template is truncated.');
    }
  }
  if (!(await reader.atEnd())) {
    throw fail('Cluster template has trailing bytes.');
  }
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.renameSync(staging, clusterDir);
  return true;
}
