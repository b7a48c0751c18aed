import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './support/build.js';
import { spawnBuiltServer, startBuiltServer, type ReadyServer } from './support/built-server.js';
import { serverBuild } from './support/paths.js';
import { createTempDirs } from './support/temp-dir.js';

const tempDirs = createTempDirs('process');

const stackFrame = /^\s+at \S+/m;

const statusOf = async (url: string) => (await fetch(`${url}/api/status`)).status;

beforeAll(() => ensureBuilt(serverBuild));
afterAll(() => tempDirs.removeAll());

describe('the built server on its own data dir', () => {
  let first: ReadyServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDirs.make();
    first = await startBuiltServer(dataDir);
  });
  afterAll(async () => {
    await first?.process.stop();
  });

  it('prints where the console is and answers GET /api/status with 204', async () => {
    expect(first.consoleUrl).toBe(`${first.url}/console`);
    expect(await statusOf(first.url)).toBe(204);
  });

  it('refuses a second process on the same data dir and leaves the first one serving', async () => {
    const second = spawnBuiltServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const exit = await second.waitForExit(30_000);

    expect(exit.code).not.toBe(0);
    expect(second.output()).toMatch(/data directory.*in use/i);
    expect(await statusOf(first.url)).toBe(204);
  });
});

describe('stopping', () => {
  // Two starts, the first creating the embedded database, take longer than one test usually may.
  it('exits 0 within 10 s of SIGTERM, and the data dir starts again afterwards', async () => {
    const dataDir = tempDirs.make();
    const server = await startBuiltServer(dataDir);

    const stopped = Date.now();
    const exit = await server.process.stop();
    expect(exit, server.process.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopped).toBeLessThan(10_000);

    const again = await startBuiltServer(dataDir);
    expect(await statusOf(again.url)).toBe(204);
    expect((await again.process.stop()).code).toBe(0);
  }, 120_000);
});

describe('refusing to start', () => {
  it.each([
    ['PORT', 'abc'],
    ['EDITION', 'foo'],
  ])('exits non-zero and names %s when it is %s', async (variable, value) => {
    const server = spawnBuiltServer({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: tempDirs.make(),
      [variable]: value,
    });
    const exit = await server.waitForExit(15_000);

    expect(exit.code).not.toBe(0);
    expect(server.output()).toContain(variable);
    expect(server.output(), 'a message, not a stack trace').not.toMatch(stackFrame);
  });

  it.each([
    ['a stray file in the database directory', ['garbage.bin']],
    ['database files without the marker', ['PG_VERSION', 'base/1/1259']],
  ])('exits non-zero on %s and leaves the files untouched', async (_case, files) => {
    const dataDir = tempDirs.make();
    const databaseDir = path.join(dataDir, 'pglite');
    const garbage = new Map(files.map((file) => [path.join(databaseDir, file), randomBytes(4096)]));
    for (const [file, bytes] of garbage) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    }

    const server = spawnBuiltServer({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir });
    const exit = await server.waitForExit(30_000);

    expect(exit.code).not.toBe(0);
    expect(server.output()).toContain(dataDir);
    expect(server.output(), 'a message, not a stack trace').not.toMatch(stackFrame);
    expect(server.output()).not.toMatch(/Tessera is ready/);
    for (const [file, bytes] of garbage) {
      expect(fs.readFileSync(file).equals(bytes), `${file} changed`).toBe(true);
    }
    expect(fs.readdirSync(databaseDir).sort()).toEqual(
      [...new Set(files.map((file) => file.split('/')[0]))].sort(),
    );
  });
});
