import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

export type SampleRun = { code: number | null; stdout: string; stderr: string };

/**
 * A guide's code written to a folder of its own as the reader would save it, with the
 * workspace's packages installed beside it (express, jose, openid-client …).
 */
export function writeSample(dir: string, fileName: string, code: string) {
  fs.mkdirSync(dir, { recursive: true });
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) {
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), modules, 'dir');
  }
  const file = path.join(dir, fileName);
  fs.writeFileSync(file, code);
  return file;
}

const sampleEnvironment = (environment: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  ...environment,
});

/** Runs a script to its end. */
export const runSample = (file: string, environment: Record<string, string> = {}) =>
  runNode([file], path.dirname(file), environment);

/**
 * Runs `node …args` to its end in `cwd`, with only PATH, HOME and `environment` as its
 * environment, as a user's own terminal would; collects what it prints.
 */
export function runNode(args: string[], cwd: string, environment: Record<string, string> = {}) {
  return new Promise<SampleRun>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: sampleEnvironment(environment),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts a sample server and resolves once `probeUrl` answers; `stop` ends it. */
export async function startSampleServer(
  file: string,
  probeUrl: string,
  environment: Record<string, string> = {},
) {
  const child = spawn(process.execPath, [file], {
    cwd: path.dirname(file),
    env: sampleEnvironment(environment),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
    }
    await exited;
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The sample exited with ${child.exitCode}:\n${output}`);
    }
    try {
      await fetch(probeUrl, { redirect: 'manual' });
      return { stop, output: () => output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`The sample did not answer at ${probeUrl} within 20 s:\n${output}`);
}
