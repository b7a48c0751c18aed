import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStep } from '../../../scripts/build-steps.mjs';
import { ensureBuilt } from './support/build.js';
import { consoleBuild, experienceBuild, repoRoot, serverBuild } from './support/paths.js';
import { childPids, isRunning } from './support/process-tree.js';
import { createTempDirs } from './support/temp-dir.js';

/** Collects what the step runner writes, as `npm start` would show it. */
const screen = () => {
  let text = '';
  return { out: { write: (chunk: string) => (text += chunk) }, text: () => text };
};

const node = (source: string) => ({
  title: 'Building the example',
  command: process.execPath,
  args: ['-e', source],
});

describe('npm start: one line per step', () => {
  it('shows a build that succeeds as one line with its duration, not its output', async () => {
    const shown = screen();
    const code = await runStep(
      node('for (let i = 0; i < 200; i++) console.log(`dist/asset-${i}.js  12.3 kB`)'),
      shown,
    );

    expect(code).toBe(0);
    expect(shown.text()).toMatch(/^Building the example… done in \d+(\.\d)? s\n$/);
  });

  it('prints the captured output of a build that fails, and its exit code', async () => {
    const shown = screen();
    const code = await runStep(
      node(
        'console.log("transforming…"); console.error("error TS2304: Cannot find name x"); process.exit(3)',
      ),
      shown,
    );

    expect(code).toBe(3);
    const lines = shown.text().split('\n');
    expect(lines[0]).toMatch(/^Building the example… failed after \d+(\.\d)? s \(exit code 3\)$/);
    expect(shown.text()).toContain('transforming…');
    expect(shown.text()).toContain('error TS2304: Cannot find name x');
  });

  it('streams the output with --verbose', async () => {
    const shown = screen();
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { runStep } from ${JSON.stringify(path.join(repoRoot, 'scripts/build-steps.mjs'))};
         await runStep({ title: 'Building the example', command: process.execPath, args: ['-e', 'console.log("vite v7 building")'] }, { verbose: true });`,
      ],
      { encoding: 'utf8' },
    );
    shown.out.write(result.stdout);
    expect(shown.text()).toMatch(
      /^Building the example…\nvite v7 building\nBuilding the example: done in/,
    );
  });
});

describe('npm start on Node 20', () => {
  const loadOidcLibrary = (dropNotice: boolean) =>
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `${dropNotice ? `(await import(${JSON.stringify(path.join(repoRoot, 'scripts/runtime-notices.mjs'))})).dropUnsupportedRuntimeNotice();` : ''}
         await import('oidc-provider');
         console.warn('another warning');`,
      ],
      { cwd: path.join(repoRoot, 'packages/server'), encoding: 'utf8' },
    ).stderr;

  it('drops the OIDC library’s "unsupported runtime" notice and nothing else', () => {
    const major = Number(process.versions.node.split('.')[0]);
    const unfiltered = loadOidcLibrary(false);
    // The library prints it on every Node.js older than 22; the start script must hide exactly that.
    expect(unfiltered.includes('Unsupported runtime')).toBe(major < 22);
    expect(loadOidcLibrary(true).trim()).toBe('another warning');
  });
});

describe('npm start on Linux', () => {
  const tempDirs = createTempDirs('start');
  beforeAll(() => [serverBuild, consoleBuild, experienceBuild].forEach(ensureBuilt));
  afterAll(() => tempDirs.removeAll());

  it('runs the server with two malloc arenas (and one V8 background thread on two cores), and stops it on SIGTERM', async () => {
    const { MALLOC_ARENA_MAX: _arenas, NODE_OPTIONS: _nodeOptions, PORT: _port, DATABASE_URL: _database, WORKERS: _workers, ...inherited } = process.env;
    const start = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
      env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: tempDirs.make() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('Tessera is ready')) {
          resolve();
        }
      };
      start.stdout.on('data', read);
      start.stderr.on('data', read);
      start.once('exit', (code) => reject(new Error(`npm start exited (${code}) before ready:\n${output}`)));
    });
    const exit = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
    await ready;

    const [server] = childPids(start.pid ?? 0);
    expect(server).toBeDefined();
    const environment = fs.readFileSync(`/proc/${server}/environ`, 'utf8').split('\0');
    expect(environment).toContain('MALLOC_ARENA_MAX=2');
    if (os.availableParallelism() <= 2) {
      expect(environment).toContain('NODE_OPTIONS=--v8-pool-size=1');
    }

    start.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(isRunning(server ?? 0)).toBe(false);
  }, 180_000);
});
