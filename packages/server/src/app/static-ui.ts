import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Context } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const compressible = /^(text\/|application\/json|image\/svg)/;

type StaticFile = {
  /**
   * Read on first request and kept: the built apps are some 24 MB with their source maps, and an
   * idle server that held them all from the start used that much more memory.
   */
  body?: Promise<Buffer>;
  /** Compressed on first request and kept: compressing every file at start would delay it. */
  gzip?: Promise<Buffer>;
  location: string;
  compressible: boolean;
  type: string;
  immutable: boolean;
};

const gzipAsync = promisify(gzip);

const walk = (dir: string, prefix = ''): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), relative) : [relative];
  });

/**
 * Serves a built single-page app from memory, each file read on its first request: hashed files
 * under `assets/` are cached for a year, everything else revalidates; unknown paths without an
 * extension get index.html.
 */
export function createStaticUi(options: { dir: string; basePath: string; name: string }) {
  const files = new Map<string, StaticFile>();
  const isBuilt = fs.existsSync(path.join(options.dir, 'index.html'));
  if (isBuilt) {
    for (const relative of walk(options.dir)) {
      const location = path.join(options.dir, relative);
      const type = contentTypes[path.extname(relative)] ?? 'application/octet-stream';
      files.set(relative, {
        location,
        compressible: compressible.test(type) && fs.statSync(location).size > 1024,
        type,
        immutable: relative.startsWith('/assets/'),
      });
    }
  }

  const send = async (c: Context, file: StaticFile) => {
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    // A read that failed is not kept: the next request tries again.
    const body = (file.body ??= readFile(file.location).catch((error: unknown) => {
      file.body = undefined;
      file.gzip = undefined;
      throw error;
    }));
    if (file.compressible && acceptsGzip) {
      file.gzip ??= body.then((read) => gzipAsync(read));
      headers['Content-Encoding'] = 'gzip';
      return c.body(new Uint8Array(await file.gzip), 200, headers);
    }
    return c.body(new Uint8Array(await body), 200, headers);
  };

  const notBuilt = (c: Context) =>
    c.html(
      `<!doctype html><title>${options.name}</title><p>The ${options.name} has not been built. Run <code>npm run build</code>.</p>`,
      503,
    );

  const serveIndex = (c: Context) => {
    const index = files.get('/index.html');
    return index ? send(c, index) : notBuilt(c);
  };

  const serveFile = (c: Context) => {
    if (!isBuilt) {
      return notBuilt(c);
    }
    const relative = c.req.path.slice(options.basePath.length) || '/';
    const file = files.get(relative === '/' ? '/index.html' : relative);
    if (file) {
      return send(c, file);
    }
    if (path.extname(relative) !== '') {
      return c.text('Not Found', 404);
    }
    return serveIndex(c);
  };

  return { serveFile, serveIndex };
}
