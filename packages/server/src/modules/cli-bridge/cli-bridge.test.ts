import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { managementApiIndicator, managementApiScope } from '../../tenancy/tenant-urls.js';
import { requestClientCredentialsToken } from '../../testing/management-token.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { bridgeFileName, bridgeUrl, readBridgeFile } from './bridge-file.js';
import { cliBridgePath } from './routes.js';

describeEachDatabase('CLI commands through the running server', (server, kind) => {
  const post = async (
    command: string,
    options: unknown,
    token = readBridgeFile(server().database.dataDir)?.token,
  ) => {
    const response = await fetch(`${server().url}/api${cliBridgePath}/${command}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(options),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  if (kind === 'postgres') {
    it('offers no bridge with PostgreSQL, which the CLI opens itself', async () => {
      expect(fs.existsSync(path.join(server().database.dataDir, bridgeFileName))).toBe(false);
      expect((await post('status', {}, 'x'.repeat(43))).status).toBe(404);
    });
    return;
  }

  it('writes its address and a credential to the data dir, readable by its owner only', () => {
    const file = path.join(server().database.dataDir, bridgeFileName);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const bridge = readBridgeFile(server().database.dataDir);
    expect(bridge?.pid).toBe(process.pid);
    expect(bridge && bridgeUrl(bridge)).toBe(server().url);
  });

  it('refuses a command without the credential, or with another one', async () => {
    expect(await post('status', {}, '')).toMatchObject({
      status: 401,
      body: { code: 'auth.unauthorized' },
    });
    expect(await post('status', {}, 'y'.repeat(43))).toMatchObject({
      status: 401,
      body: { code: 'auth.unauthorized' },
    });
  });

  it('creates a machine-to-machine app whose credentials get a Management API token', async () => {
    const { status, body } = await post('create-m2m', { name: 'Provisioning' });
    expect(status).toBe(200);
    const created = JSON.parse(String(body.output)) as {
      clientId: string;
      clientSecret: string;
      resource: string;
    };
    expect(created.resource).toBe(managementApiIndicator('default'));

    const token = await requestClientCredentialsToken(
      server(),
      { id: created.clientId, secret: created.clientSecret },
      { resource: created.resource, scope: managementApiScope },
    );
    expect(token.status).toBe(200);
    const applications = await fetch(`${server().url}/api/applications`, {
      headers: { authorization: `Bearer ${token.body.access_token}` },
    });
    expect(applications.status).toBe(200);
    expect(((await applications.json()) as { name: string }[]).map((item) => item.name)).toContain(
      'Provisioning',
    );
  });

  it('answers a broken rule of the command with its message', async () => {
    expect(await post('create-m2m', { name: ' ' })).toMatchObject({
      status: 422,
      body: {
        code: 'cli_bridge.command_failed',
        data: { reason: '--name is required (1 to 256 characters).' },
      },
    });
    expect(await post('create-m2m', { name: 'x', tenant: 'nowhere' })).toMatchObject({
      status: 422,
      body: { data: { reason: 'Tenant "nowhere" does not exist.' } },
    });
  });

  it('refuses options the command does not have, and commands it does not know', async () => {
    expect(await post('create-m2m', { name: 'x', secret: 'y' })).toMatchObject({
      status: 400,
      body: { code: 'guard.invalid_input' },
    });
    expect((await post('drop-everything', {})).status).toBe(404);
  });

  it('runs the database commands on the server’s own connection', async () => {
    const status = await post('status', {});
    expect(status.status).toBe(200);
    expect(status.body.output).toContain(`running (pid ${process.pid})`);
    expect(status.body.output).toMatch(/0 pending/);
    expect((await post('migrate', {})).body.output).toBe('The database is up to date.');
    expect((await post('seed', {})).body.output).toBe('Seed data is in place.');
  });

  it('creates a console administrator under the password policy', async () => {
    const weak = await post('create-admin', { username: 'ops_admin', password: '123' });
    expect(weak.status).toBe(422);
    const created = await post('create-admin', {
      username: 'ops_admin',
      password: 'Corr3ct-Horse-Battery',
    });
    expect(created.status).toBe(200);
    expect(created.body.output).toMatch(/^Created administrator "ops_admin"/);
  });
});
