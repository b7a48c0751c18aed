import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-steps.mjs';

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
};

run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('node', ['scripts/build.mjs']);

const report = path.join(root, '.vitest-reports/results.json');
rmSync(report, { force: true });
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);

// A skipped browser suite is not a passing one: in CI the browser tests must have run.
if (process.env.CI === 'true') {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  const browserFiles = results.testResults.filter((file) => /\.browser\.test\.ts$/.test(file.name));
  const passed = browserFiles.flatMap((file) => file.assertionResults).filter((test) => test.status === 'passed');
  const notPassed = browserFiles.flatMap((file) => file.assertionResults).filter((test) => test.status !== 'passed');
  if (browserFiles.length === 0 || passed.length === 0 || notPassed.length > 0) {
    process.stderr.write(
      `\nBrowser tests did not all run: ${browserFiles.length} files, ${passed.length} passed, ${notPassed.length} not passed.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`\nBrowser tests: ${passed.length} passed in ${browserFiles.length} files.\n`);
}
