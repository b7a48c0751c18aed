import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { writeSample } from './sample-process.js';

export type SpaSample = {
  /** `http://127.0.0.1:{port}`; every path but the bundle answers the app's page. */
  origin: string;
  /** Bundles the app's files (entry `main.tsx`) as a reader's build would. */
  build: (files: Record<string, string>) => Promise<void>;
  close: () => Promise<void>;
};

const page =
  '<!doctype html><meta charset="utf-8"><title>SPA</title><div id="root"></div><script type="module" src="/main.js"></script>';

/** A single-page app served from a free loopback port, built from a guide's code. */
export async function startSpaSample(dir: string): Promise<SpaSample> {
  const bundle = path.join(dir, 'dist', 'main.js');
  const server = http.createServer((request, response) => {
    if (request.url === '/main.js' && fs.existsSync(bundle)) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(fs.readFileSync(bundle));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    build: async (files) => {
      for (const [name, code] of Object.entries(files)) {
        writeSample(path.join(dir, path.dirname(name)), path.basename(name), code);
      }
      await build({
        absWorkingDir: dir,
        entryPoints: [path.join(dir, 'main.tsx')],
        outfile: bundle,
        bundle: true,
        format: 'esm',
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
