import { consoleClientId, defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiApp } from '../modules/management-api/m2m-app.js';
import { managementApiIndicator } from '../tenancy/tenant-urls.js';
import { createConsoleUser, signConsoleUserToken } from '../testing/console-user-token.js';
import { requestClientCredentialsToken } from '../testing/management-token.js';
import { describeEachDatabase } from '../testing/test-server.js';

type ErrorBody = { code: string; message: string };

describeEachDatabase('Management API guard: missing permissions', (server) => {
  let machineTokenWithoutScope: string;

  beforeAll(async () => {
    const { context } = server();
    const app = await createManagementApiApp(context.tenantScope(defaultTenantId), context.vault, 'Robot');
    // The application may hold `all`, but this token was not granted it.
    const { status, body } = await requestClientCredentialsToken(
      server(),
      { id: app.clientId, secret: app.clientSecret },
      { resource: managementApiIndicator(defaultTenantId) },
    );
    expect(status).toBe(200);
    machineTokenWithoutScope = body.access_token;
  });

  const call = async (token: string, path: string, language = 'en') => {
    const response = await fetch(`${server().url}/api${path}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
    });
    return { status: response.status, body: (await response.json()) as ErrorBody };
  };

  it('answers a valid machine token without the all scope with 403 "Insufficient permissions."', async () => {
    expect(await call(machineTokenWithoutScope, '/applications')).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'auth.insufficient_permissions', message: 'Insufficient permissions.' }),
    });
  });

  it('keeps the code in every language, so the console recognises it whatever it asked for', async () => {
    const { status, body } = await call(machineTokenWithoutScope, '/applications', 'de-DE,de;q=0.9');
    expect(status).toBe(403);
    expect(body.code).toBe('auth.insufficient_permissions');
    expect(body.message).toBe('Unzureichende Berechtigungen.');
  });

  it('answers a console user whose token lacks the scope the same way', async () => {
    const { user } = await createConsoleUser(server(), { username: 'noscope' });
    const token = await signConsoleUserToken(server(), user.id, { scope: 'openid profile' });
    expect(await call(token, '/users')).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'auth.insufficient_permissions', message: 'Insufficient permissions.' }),
    });
  });

  it('keeps auth.forbidden for a machine token on the console user’s own routes', async () => {
    const clientToken = await signConsoleUserToken(server(), consoleClientId);
    const { status, body } = await call(clientToken, '/me');
    expect({ status, code: body.code }).toEqual({ status: 403, code: 'auth.forbidden' });
  });
});
