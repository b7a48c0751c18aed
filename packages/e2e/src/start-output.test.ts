import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStep } from '../../../scripts/build-steps.mjs';
import { repoRoot } from './support/paths.js';

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
