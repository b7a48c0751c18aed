import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestDatabaseUrl, readTestRedisUrl } from '../../server/src/config.js';
import { createTestDatabase, type TestDatabase } from '../../server/src/testing/test-database.js';
import { ensureBuilt } from './support/build.js';
import { spawnBuiltServer, startBuiltServer, type ReadyServer } from './support/built-server.js';
import { serverBuild } from './support/paths.js';
import { childPids, isRunning } from './support/process-tree.js';
import { createTempDirs } from './support/temp-dir.js';

const tempDirs = createTempDirs('workers');
const redisUrl = readTestRedisUrl();
const stackFrame = /^\s+at \S+/m;

/**
 * GET /api/status on a new connection each time: a pooled keep-alive connection may belong to a
 * worker the test has just killed.
 */
const statusOf = (url: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    http
      .get(`${url}/api/status`, { agent: false, timeout: 5000 }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .once('timeout', () => reject(new Error('GET /api/status: no answer within 5 s')))
      .once('error', reject);
  });

/** Polls `read` until `done` holds, for at most `timeoutMs`. */
async function waitFor<T>(read: () => T, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = read();
  }
  return value;
}

beforeAll(() => ensureBuilt(serverBuild));
afterAll(() => tempDirs.removeAll());

describe('WORKERS without a shared database', () => {
  it.each([
    ['DATABASE_URL', { REDIS_URL: 'redis://127.0.0.1:6379' }],
    ['REDIS_URL', { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' }],
  ])('refuses to start and names %s', async (missing, environment) => {
    const server = spawnBuiltServer({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: tempDirs.make(),
      WORKERS: '2',
      ...environment,
    });
    const exit = await server.waitForExit(15_000);

    expect(exit.code).not.toBe(0);
    expect(server.output()).toMatch(new RegExp(`WORKERS: .*${missing}`));
    expect(server.output(), 'a message, not a stack trace').not.toMatch(stackFrame);
  });
});

describe.runIf(readTestDatabaseUrl() && redisUrl)('WORKERS=2 on PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let server: ReadyServer;
  let firstWorkers: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { empty: true });
    server = await startBuiltServer(tempDirs.make(), {
      WORKERS: '2',
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      LOG_LEVEL: 'info',
    });
    firstWorkers = childPids(server.process.pid);
  }, 90_000);
  afterAll(async () => {
    await server?.process.stop();
    await database?.drop();
  });

  it('runs two worker processes under one primary, migrating the new database once', async () => {
    expect(firstWorkers, server.process.output()).toHaveLength(2);
    expect(firstWorkers).not.toContain(server.process.pid);
    const answers = await Promise.all(Array.from({ length: 20 }, () => statusOf(server.url)));
    expect(answers.every((status) => status === 204)).toBe(true);
    expect(server.process.output().match(/"msg":"migrations applied"/g)).toHaveLength(1);
    expect(server.process.output().match(/"msg":"worker listening"/g)).toHaveLength(2);
    expect(server.process.output().match(/Tessera is ready/g)).toHaveLength(1);
  });

  it('replaces a worker that dies and keeps answering meanwhile', async () => {
    const [victim, survivor] = firstWorkers;
    process.kill(victim ?? -1, 'SIGKILL');
    // Once the primary has seen the death, the survivor takes every new connection alone.
    await server.process.waitForOutput(/"signal":"SIGKILL".*"msg":"worker exited; starting a new one"/, 20_000);
    expect(await statusOf(server.url)).toBe(204);

    const workers = await waitFor(
      () => childPids(server.process.pid),
      (pids) => pids.length === 2 && !pids.includes(victim ?? -1),
      20_000,
    );
    expect(workers, server.process.output()).toHaveLength(2);
    expect(workers).toContain(survivor);
    await server.process.waitForOutput(/"worker":3,"pid":\d+,"msg":"worker listening"/, 20_000);
    expect(await statusOf(server.url)).toBe(204);
  }, 60_000);

  it('exits 0 on SIGTERM and takes its workers with it', async () => {
    const workers = childPids(server.process.pid);
    expect(workers).toHaveLength(2);

    const exit = await server.process.stop();

    expect(exit, server.process.output()).toEqual({ code: 0, signal: null });
    expect(workers.filter(isRunning)).toEqual([]);
    const output = server.process.output();
    expect(output.slice(output.indexOf('"msg":"shutting down"')), 'no worker restarted during the stop').not.toContain(
      'starting a new one',
    );
  }, 60_000);
});
