import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isAssetKey } from './asset-key.js';
import type { ServedStorageProvider, StoredFile } from './storage-provider.js';

export type LocalFileStorageOptions = {
  /** Directory holding the files, one folder per tenant. */
  rootDir: string;
  /** URL prefix the files are served under, without a trailing slash. */
  baseUrl: string;
};

const isMissingFile = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

/** Storage in a local directory (the data dir by default), served back by this server. */
export function createLocalFileStorage({ rootDir, baseUrl }: LocalFileStorageOptions): ServedStorageProvider {
  const root = path.resolve(rootDir);

  // Keys are checked against the strict pattern, and the resolved path must still sit inside the
  // root: either check alone keeps `..` out, both keep it out if one of them is ever loosened.
  const pathOf = (key: string): string | undefined => {
    if (!isAssetKey(key)) {
      return undefined;
    }
    const resolved = path.resolve(root, ...key.split('/'));
    return resolved.startsWith(`${root}${path.sep}`) ? resolved : undefined;
  };

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      if (!target) {
        throw new Error('Refusing to store a file under a malformed key.');
      }
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    urlFor: (key) => `${baseUrl}/${key}`,
    async read(key): Promise<StoredFile | undefined> {
      const target = pathOf(key);
      if (!target) {
        return undefined;
      }
      try {
        const stats = await fs.stat(target);
        if (!stats.isFile()) {
          return undefined;
        }
        const body = Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
        return { size: stats.size, body };
      } catch (error) {
        if (isMissingFile(error)) {
          return undefined;
        }
        throw error;
      }
    },
  };
}
