import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './support/build.js';
import { startBuiltServer, type ReadyServer } from './support/built-server.js';
import { repoRoot, serverBuild } from './support/paths.js';
import { runNode } from './support/sample-process.js';
import { createTempDirs } from './support/temp-dir.js';

const tempDirs = createTempDirs('cli');

/** `npm run cli -- …` as a user types it in a second terminal, with the server's environment. */
const runCli = (environment: Record<string, string>, args: string[]) =>
  runNode(['scripts/cli.mjs', ...args], repoRoot, environment);

beforeAll(() => ensureBuilt(serverBuild));
afterAll(() => tempDirs.removeAll());

describe('the CLI beside a server running on the embedded database', () => {
  let server: ReadyServer;
  let environment: Record<string, string>;

  beforeAll(async () => {
    const dataDir = tempDirs.make();
    server = await startBuiltServer(dataDir);
    const port = new URL(server.url).port;
    environment = { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', ENDPOINT: server.url };
  });
  afterAll(async () => {
    await server?.process.stop();
  });

  it('creates a machine-to-machine app through the server, whose token reads the Management API', async () => {
    const run = await runCli(environment, ['create-m2m', '--name', 'Provisioning']);
    expect(run.code, run.stderr).toBe(0);
    const created = JSON.parse(run.stdout) as {
      clientId: string;
      clientSecret: string;
      tokenEndpoint: string;
      resource: string;
    };

    const token = await fetch(created.tokenEndpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${created.clientId}:${created.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        resource: created.resource,
        scope: 'all',
      }),
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const applications = await fetch(`${server.url}/api/applications`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(applications.status).toBe(200);
    expect(((await applications.json()) as { name: string }[]).map((item) => item.name)).toContain(
      'Provisioning',
    );
  });

  it('runs every database command through the server and keeps it serving', async () => {
    const status = await runCli(environment, ['status']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/Server: +running \(pid \d+\)/);
    expect((await runCli(environment, ['migrate'])).stdout).toContain(
      'The database is up to date.',
    );
    expect((await runCli(environment, ['seed'])).stdout).toContain('Seed data is in place.');
    const admin = await runCli(environment, [
      'create-admin',
      '--username',
      'second_admin',
      '--password',
      'Corr3ct-Horse-Battery',
    ]);
    expect(admin.code, admin.stderr).toBe(0);
    expect(admin.stdout).toContain('Created administrator "second_admin"');
    expect((await fetch(`${server.url}/api/status`)).status).toBe(204);
  });

  it('says what went wrong in the command’s own words', async () => {
    const run = await runCli(environment, ['create-m2m', '--name', 'x', '--tenant', 'nowhere']);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Tenant "nowhere" does not exist.');
  });

  it('opens the database itself once the server has stopped', async () => {
    const stopped = await server.process.stop();
    expect(stopped.code).toBe(0);
    const status = await runCli(environment, ['status']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/Database: pglite/);
    expect(status.stdout).not.toMatch(/Server: +running/);
  });
});
