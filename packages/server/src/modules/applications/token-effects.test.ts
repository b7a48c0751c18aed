import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-server.js';
import type { ResourceResponse, ScopeResponse } from '../resources/responses.js';
import type { Role, Application as ApplicationResponse } from '@tessera/schemas';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { decodeJwtPayload, requestClientCredentialsToken } from '../../testing/management-token.js';
import { managementApiIndicator, managementApiScope } from '../../tenancy/tenant-urls.js';

/** Changes made through the Management API reach the OIDC provider at once, without a restart. */
describeEachDatabase('Management API changes in the OIDC provider', (server) => {
  let api: ApiClient;
  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('issues M2M tokens with the scopes the app holds through roles, and stops when a role is removed', async () => {
    const indicator = 'https://api.example.com';
    const resource = (await api.post<ResourceResponse>('/resources', { name: 'Example API', indicator })).body;
    const readX = (await api.post<ScopeResponse>(`/resources/${resource.id}/scopes`, { name: 'read:x' })).body;
    const role = (
      await api.post<Role>('/roles', {
        name: 'X reader',
        description: 'Reads x',
        type: 'MachineToMachine',
        scopeIds: [readX.id],
      })
    ).body;
    const app = (await api.post<ApplicationResponse & { secret: string }>('/applications', { name: 'Worker', type: 'MachineToMachine' })).body;
    const client = { id: app.id, secret: app.secret };
    const token = () => requestClientCredentialsToken(server(), client, { resource: indicator, scope: 'read:x write:x' });

    const before = await token();
    expect(before.status).toBe(200);
    // Nothing requested was granted: the answer says so (RFC 6749 §5.1).
    expect(before.body.scope).toBe('');

    expect((await api.post(`/roles/${role.id}/applications`, { applicationIds: [app.id] })).status).toBe(201);
    const granted = await token();
    expect(granted.status).toBe(200);
    expect(granted.body.scope).toBe('read:x');
    const claims = decodeJwtPayload(granted.body.access_token);
    expect(String(claims.scope).split(' ')).toContain('read:x');
    expect(claims.aud).toBe(indicator);
    expect(claims.sub).toBe(app.id);

    const writeX = (await api.post<ScopeResponse>(`/resources/${resource.id}/scopes`, { name: 'write:x' })).body;
    await api.post(`/roles/${role.id}/scopes`, { scopeIds: [writeX.id] });
    expect((await token()).body.scope?.split(' ').sort()).toEqual(['read:x', 'write:x']);

    await api.delete(`/roles/${role.id}/scopes/${writeX.id}`);
    expect((await token()).body.scope).toBe('read:x');

    await api.patch(`/resources/${resource.id}`, { accessTokenTtl: 600 });
    const shortLived = decodeJwtPayload((await token()).body.access_token);
    expect(Number(shortLived.exp) - Number(shortLived.iat)).toBe(600);

    expect((await api.delete(`/roles/${role.id}/applications/${app.id}`)).status).toBe(204);
    const revoked = await token();
    expect(revoked.status).toBe(200);
    expect(revoked.body.scope).toBe('');
    expect(decodeJwtPayload(revoked.body.access_token).scope ?? '').not.toContain('read:x');
  });

  it('applies changed redirect URIs to the next authorization request', async () => {
    const before = 'https://before.example.com/callback';
    const after = 'https://after.example.com/callback';
    const app = (
      await api.post<ApplicationResponse>('/applications', {
        name: 'Redirecting SPA',
        type: 'SPA',
        oidcClientMetadata: { redirectUris: [before] },
      })
    ).body;
    const authorize = (redirectUri: string) =>
      fetch(
        `${server().url}/oidc/auth?${new URLSearchParams({
          client_id: app.id,
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: 'openid',
          state: 'state-1',
          code_challenge: 'a'.repeat(43),
          code_challenge_method: 'S256',
        })}`,
        { redirect: 'manual' },
      );

    expect((await authorize(before)).status).toBe(303);
    const refused = await authorize(after);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('redirect_uri');

    const patched = await api.patch(`/applications/${app.id}`, { oidcClientMetadata: { redirectUris: [after] } });
    expect(patched.status).toBe(200);

    const accepted = await authorize(after);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toMatch(/\/sign-in\?uid=/);
    expect((await authorize(before)).status).toBe(400);
  });

  it('grants and revokes Management API access with isAdmin at once', async () => {
    const app = (await api.post<ApplicationResponse & { secret: string }>('/applications', { name: 'Operator', type: 'MachineToMachine' })).body;
    const token = async () =>
      (
        await requestClientCredentialsToken(
          server(),
          { id: app.id, secret: app.secret },
          { resource: managementApiIndicator(defaultTenantId), scope: managementApiScope },
        )
      ).body.scope;

    expect(await token()).toBe('');
    expect((await api.patch(`/applications/${app.id}`, { isAdmin: true })).status).toBe(200);
    expect(await token()).toBe(managementApiScope);
    expect((await api.patch(`/applications/${app.id}`, { isAdmin: false })).status).toBe(200);
    expect(await token()).toBe('');
  });

  it('stops authenticating a deleted application at once', async () => {
    const app = (await api.post<ApplicationResponse & { secret: string }>('/applications', { name: 'Retired', type: 'MachineToMachine' })).body;
    const token = () => requestClientCredentialsToken(server(), { id: app.id, secret: app.secret }, {});
    expect((await token()).status).toBe(200);

    expect((await api.delete(`/applications/${app.id}`)).status).toBe(204);
    const refused = await token();
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('invalid_client');
  });
});
